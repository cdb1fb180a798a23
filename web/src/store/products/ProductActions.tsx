import { FilePdfOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Product } from '@hiti/contracts';
import { LinkButton } from '../common/LinkButton';

/** Contact to purchase (or a disabled out-of-stock button) and the optional PDF. */
export function ProductActions({ product, block = false }: { product: Product; block?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      {product.inStock ? (
        <LinkButton to="/contact" type="primary" icon={<MessageOutlined />} block={block}>
          {t('product.contactToPurchase')}
        </LinkButton>
      ) : (
        <Button disabled block={block}>
          {t('product.outOfStock')}
        </Button>
      )}
      {product.pdfUrl && (
        <Button
          href={product.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          icon={<FilePdfOutlined />}
          block={block}
        >
          {t('product.pdf')}
        </Button>
      )}
    </Flex>
  );
}
