import { SafetyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { secondFactorCodeBodySchema, type LoginResult, type SecondFactorSignInBody } from '@hiti/contracts';
import { useSignInWithCode } from '../../api/second-factor';
import { useToast } from '../../app/toast';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { useErrorText } from '../shared/error-text';
import { zodRules } from '../shared/zod-form';

/** The sign-in's second step: a code of the app or a recovery code, and whether to remember this browser. */
export function CodeStep({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const signIn = useSignInWithCode();
  const t = useAdminTexts('secondFactor');
  const toast = useToast();
  const errorText = useErrorText();
  const rulesOf = zodRules<SecondFactorSignInBody>(secondFactorCodeBodySchema, {
    translate: useAdminValidation(),
  });

  const onFinish = (values: SecondFactorSignInBody) =>
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) =>
        toast({ title: t('failedTitle'), description: errorText(error), variant: 'destructive' }),
    });

  return (
    <Form<SecondFactorSignInBody> layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Typography.Paragraph type="secondary">{t('codeIntro')}</Typography.Paragraph>
      <Form.Item label={t('code')} name="code" rules={rulesOf('code')}>
        <Input
          prefix={<SafetyOutlined />}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          maxLength={64}
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" initialValue={false}>
        <Checkbox>{t('remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" disabled={signIn.isPending}>
        {signIn.isPending ? t('verifying') : t('verify')}
      </Button>
    </Form>
  );
}
