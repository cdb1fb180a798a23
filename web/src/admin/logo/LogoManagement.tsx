import { Card, Flex, Skeleton, Typography } from 'antd';
import { MAIN_LOGO_KEY } from '@hiti/contracts';
import { useBilingualSiteContent } from '../../api/site-content';
import { frameTexts } from '../i18n/texts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { LogoForm } from './LogoForm';
import { logoTexts } from './texts';

export function LogoManagement() {
  const logo = useBilingualSiteContent('logo');
  const item = logo.data?.find((candidate) => candidate.key === MAIN_LOGO_KEY);
  const t = useAdminTexts(logoTexts);
  const frame = useAdminTexts(frameTexts);
  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard" maxWidth={800}>
      <Card title={t('cardTitle')}>
        {logo.isPending ? <Skeleton active /> : <LogoForm key={item?.updatedAt ?? 'new'} item={item} />}
        <Flex style={{ marginTop: 16 }}>
          <Typography.Link href="/admin/dashboard">{frame('backToDashboard')}</Typography.Link>
        </Flex>
      </Card>
    </AdminShell>
  );
}
