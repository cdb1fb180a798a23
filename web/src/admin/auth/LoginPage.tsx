import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Spin, Typography } from 'antd';
import { Link, Navigate } from 'react-router';
import { loginBodySchema } from '@hiti/contracts';
import type { LoginBody, LoginResult, SessionAdmin, SignInNext } from '@hiti/contracts';
import { useAuthCheck, useLogin } from '../../api/auth';
import { useToast } from '../../app/toast';
import { Logo } from '../../store/layout/Logo';
import { homeOfRole } from '../guards/guard-target';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { AdminLanguageSelect } from '../layout/AdminLanguageSelect';
import { zodRules } from '../shared/zod-form';
import { CodeStep } from './CodeStep';
import { EnrolmentPanel } from './EnrolmentPanel';
import { useLoginRefusalText } from './login-refusal';

export function LoginPage() {
  const check = useAuthCheck();
  const login = useLogin();
  const toast = useToast();
  const t = useAdminTexts('login');
  const steps = useAdminTexts('secondFactor');
  const [step, setStep] = useState<SignInNext>('signedIn');
  const message = useAdminTexts('messages');
  const refusalText = useLoginRefusalText();
  const translate = useAdminValidation();
  const rulesOf = zodRules<LoginBody>(loginBodySchema, { translate });

  if (check.isPending) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (check.data?.authenticated && check.data.role && !login.isSuccess && step === 'signedIn') {
    return <Navigate to={homeOfRole(check.data.role)} replace />;
  }

  const enter = (admin: SessionAdmin) => {
    toast({ title: message('loginSuccess'), description: message('loginSuccessBody') });
    window.location.assign(homeOfRole(admin.role));
  };
  const onFinish = (values: LoginBody) =>
    login.mutate(values, {
      onSuccess: ({ admin, next }: LoginResult) => (next === 'signedIn' ? enter(admin) : setStep(next)),
      onError: (error) =>
        toast({
          title: message('loginFailedTitle'),
          description: refusalText(error),
          variant: 'destructive',
        }),
    });

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Flex justify="flex-end">
          <AdminLanguageSelect />
        </Flex>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <Logo height={56} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {step === 'code' ? steps('codeTitle') : step === 'enrol' ? steps('enrolTitle') : t('title')}
          </Typography.Title>
          {step === 'signedIn' ? <Typography.Text type="secondary">{t('intro')}</Typography.Text> : null}
        </Flex>
        {step === 'code' ? <CodeStep onSignedIn={({ admin }) => enter(admin)} /> : null}
        {step === 'enrol' ? <EnrolmentPanel required onDone={({ admin }) => enter(admin)} /> : null}
        {step === 'signedIn' ? (
          <Form<LoginBody> layout="vertical" onFinish={onFinish} requiredMark={false}>
            <Form.Item label={t('username')} name="username" rules={rulesOf('username')}>
              <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
            </Form.Item>
            <Form.Item label={t('password')} name="password" rules={rulesOf('password')}>
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" disabled={login.isPending}>
              {login.isPending ? message('loggingIn') : t('login')}
            </Button>
          </Form>
        ) : (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button type="link" onClick={() => setStep('signedIn')}>
              {steps('startOver')}
            </Button>
          </Flex>
        )}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/">{t('backToWebsite')}</Link>
        </Flex>
      </Card>
    </Flex>
  );
}
