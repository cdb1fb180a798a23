import { Card, List, Typography } from 'antd';
import { PRODUCT_CSV_COLUMNS } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';

/** The columns an import file may have, each with what it holds. */
export function ColumnHelp() {
  const t = useAdminTexts('productCsv');
  return (
    <Card title={t('helpTitle')}>
      <Typography.Paragraph type="secondary">{t('helpBody')}</Typography.Paragraph>
      <List
        size="small"
        dataSource={[...PRODUCT_CSV_COLUMNS]}
        renderItem={(column) => (
          <List.Item>
            <Typography.Text>
              <Typography.Text code>{column}</Typography.Text> {t(`column_${column}`)}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
