import { Flex, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuthCheck } from '../../api/auth';
import { guardTarget } from './guard-target';
import type { GuardRule } from './guard-target';

export interface RequireRoleProps extends GuardRule {
  children: ReactNode;
}

/** Shows the page only to a signed-in admin with one of the roles; redirects everyone else. */
export function RequireRole({ children, ...rule }: RequireRoleProps) {
  const check = useAuthCheck();
  if (check.isPending) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (check.isError) {
    return <Result status="error" title="Error" subTitle={check.error.message} />;
  }
  const target = guardTarget(check.data, rule);
  return target === null ? children : <Navigate to={target} replace />;
}
