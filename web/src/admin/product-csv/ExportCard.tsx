import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useExportProducts } from '../../api/product-csv';
import { useToast } from '../../app/toast';
import { useAdminTexts } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';
import { saveFile } from './save-file';

const DEFAULT_FILE_NAME = 'products.csv';

/** Downloads every product as the CSV file the import reads. */
export function ExportCard() {
  const t = useAdminTexts('productCsv');
  const exporter = useExportProducts();
  const toast = useToast();
  const errorText = useErrorText();

  const download = () =>
    exporter.mutate(undefined, {
      onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? DEFAULT_FILE_NAME),
      onError: (error) =>
        toast({ title: t('downloadFailed'), description: errorText(error), variant: 'destructive' }),
    });

  return (
    <Card title={t('exportTitle')} style={{ height: '100%' }}>
      <Typography.Paragraph type="secondary">{t('exportBody')}</Typography.Paragraph>
      <Button type="primary" icon={<DownloadOutlined />} loading={exporter.isPending} onClick={download}>
        {t('download')}
      </Button>
    </Card>
  );
}
