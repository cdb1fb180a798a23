import { Col, Row } from 'antd';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { ColumnHelp } from './ColumnHelp';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';

/** /admin/product-csv: every product as a CSV file, and products added or changed from one. */
export function ProductCsvPage() {
  const t = useAdminTexts('productCsv');
  return (
    <AdminShell title={t('title')} backTo="/admin/products" backLabel={t('backToProducts')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <ExportCard />
        </Col>
        <Col xs={24} lg={16}>
          <ImportCard />
        </Col>
        <Col xs={24}>
          <ColumnHelp />
        </Col>
      </Row>
    </AdminShell>
  );
}
