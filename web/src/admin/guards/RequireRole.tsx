import { Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useAuthCheck } from '../../api/auth';
import { useAdminTexts } from '../i18n/use-admin-language';
import { guardDecision } from './guard-target';
import type { GuardRule } from './guard-target';

export interface RequireRoleProps extends GuardRule {
  children: ReactNode;
}

/** Shows the page only to a signed-in admin with one of the roles; tells or redirects everyone else. */
export function RequireRole({ children, ...rule }: RequireRoleProps) {
  const check = useAuthCheck();
  const message = useAdminTexts('messages');
  const t = useAdminTexts('frame');
  if (check.isPending) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (check.isError) {
    return <Result status="error" title={t('error')} subTitle={check.error.message} />;
  }
  const decision = guardDecision(check.data, rule);
  if (decision.kind === 'show') return children;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return (
    <Result
      status="403"
      title={message('contentUnavailable')}
      subTitle={message('contactAdministrator')}
      extra={<Link to={decision.home}>{message('goToDashboard')}</Link>}
    />
  );
}
