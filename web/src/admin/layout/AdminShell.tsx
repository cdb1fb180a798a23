import { ArrowLeftOutlined, ExportOutlined, LogoutOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutAction } from '../auth/use-logout-action';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminLanguageSelect } from './AdminLanguageSelect';
import { EnquiriesButton } from './EnquiriesButton';

export interface AdminShellProps {
  title: ReactNode;
  children: ReactNode;
  /** Shows "Back to Dashboard" leading here. */
  backTo?: string;
  backLabel?: string;
  /** The header buttons' texts, for a screen in another language than the admin's. */
  viewWebsiteLabel?: string;
  logoutLabel?: string;
  extra?: ReactNode;
  logoutVariant?: 'default' | 'manager';
  maxWidth?: number;
}

/** The frame of every admin screen: title, back link, View Website and Logout. */
export function AdminShell({
  title,
  children,
  backTo,
  backLabel,
  viewWebsiteLabel,
  logoutLabel,
  extra,
  logoutVariant = 'default',
  maxWidth = 1280,
}: AdminShellProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const logout = useLogoutAction(logoutVariant);
  const t = useAdminTexts('frame');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          padding: '0 16px',
          height: 'auto',
          lineHeight: 'normal',
        }}
      >
        <Flex
          justify="space-between"
          align="center"
          wrap
          gap={12}
          style={{ maxWidth, margin: '0 auto', padding: '12px 0' }}
        >
          <Flex align="center" gap={12} wrap>
            {backTo && (
              <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backTo)}>
                {backLabel ?? t('backToDashboard')}
              </Button>
            )}
            <Typography.Title level={3} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
          </Flex>
          <Flex gap={8} wrap>
            {extra}
            <EnquiriesButton />
            <AdminLanguageSelect />
            <Button href="/" target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
              {viewWebsiteLabel ?? t('viewWebsite')}
            </Button>
            <Button icon={<SafetyOutlined />} onClick={() => void navigate('/admin/two-step')}>
              {t('twoStep')}
            </Button>
            <Button icon={<LogoutOutlined />} onClick={logout.run} loading={logout.pending}>
              {logoutLabel ?? t('logout')}
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <div style={{ maxWidth, margin: '0 auto' }}>{children}</div>
      </Layout.Content>
    </Layout>
  );
}
