import { Card, Flex, Typography } from 'antd';
import { frameTexts } from '../i18n/texts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { StoredLogoForm } from './StoredLogoForm';
import { logoTexts } from './texts';

export function LogoManagement() {
  const t = useAdminTexts(logoTexts);
  const frame = useAdminTexts(frameTexts);
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
