import { Card, Flex, Skeleton, Typography } from 'antd';
import { MAIN_LOGO_KEY } from '@hiti/contracts';
import { useBilingualSiteContent } from '../../api/site-content';
import { AdminShell } from '../layout/AdminShell';
import { LogoForm } from './LogoForm';

export function LogoManagement() {
  const logo = useBilingualSiteContent('logo');
  const item = logo.data?.find((candidate) => candidate.key === MAIN_LOGO_KEY);
  return (
    <AdminShell title="Logo Management" backTo="/admin/dashboard" maxWidth={800}>
      <Card title="Update Website Logo">
        {logo.isPending ? <Skeleton active /> : <LogoForm key={item?.updatedAt ?? 'new'} item={item} />}
        <Flex style={{ marginTop: 16 }}>
          <Typography.Link href="/admin/dashboard">Back to Dashboard</Typography.Link>
        </Flex>
      </Card>
    </AdminShell>
  );
}
