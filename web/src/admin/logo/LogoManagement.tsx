import { Card, Flex, Typography } from 'antd';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { StoredLogoForm } from './StoredLogoForm';

export function LogoManagement() {
  const t = useAdminTexts('logo');
  const frame = useAdminTexts('frame');
  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard" maxWidth={800}>
      <Card title={t('cardTitle')}>
        <StoredLogoForm />
        <Flex style={{ marginTop: 16 }}>
          <Typography.Link href="/admin/dashboard">{frame('backToDashboard')}</Typography.Link>
        </Flex>
      </Card>
    </AdminShell>
  );
}
