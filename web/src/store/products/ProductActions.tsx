import { useTranslation } from '../../i18n/use-translation';
import type { Product } from '@hiti/contracts';
import { LinkButton } from '../common/LinkButton';
import { Button, FileIcon, MessageIcon, buttonClassName } from '../ui';

/** Contact to purchase (or a disabled out-of-stock button) and the optional PDF. */
export function ProductActions({ product, block = false }: { product: Product; block?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="product-actions">
      {product.inStock ? (
        <LinkButton to={`/contact?product=${product.id}`} type="primary" icon={<MessageIcon />} block={block}>
          {t('product.contactToPurchase')}
        </LinkButton>
      ) : (
        <Button disabled block={block}>
          {t('product.outOfStock')}
        </Button>
      )}
      {product.pdfUrl && (
        <a
          href={product.pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ block })}
        >
          <FileIcon />
          {t('product.pdf')}
        </a>
      )}
    </div>
  );
}
