import { Alert, Form, Input, Modal, Typography } from 'antd';
import { loginBodySchema } from '@hiti/contracts';
import type { LoginBody } from '@hiti/contracts';
import { useLogin } from '../../api/auth';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { zodRules } from '../shared/zod-form';
import { useLoginRefusalText } from './login-refusal';

/**
 * Asks an admin whose session ended during a save or an upload to sign in again, over the form they were
 * filling in, so that nothing typed is lost; `onSignedIn` then does again what was refused.
 */
export function SignInAgainDialog({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<LoginBody>();
  const login = useLogin();
  const t = useAdminTexts('login');
  const refusalText = useLoginRefusalText();
  const translate = useAdminValidation();
  const rulesOf = zodRules<LoginBody>(loginBodySchema, { translate });
  const refusal = login.error ? refusalText(login.error) : undefined;
  return (
    <Modal
      open
      title={t('sessionEndedTitle')}
      okText={t('signInAndGoOn')}
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={login.isPending}
      onCancel={onCancel}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<LoginBody>
          form={form}
          name="sign-in-again"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => login.mutate(values, { onSuccess: onSignedIn })}
        >
          {dialog}
        </Form>
      )}
    >
      <Typography.Paragraph>{t('sessionEndedBody')}</Typography.Paragraph>
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item label={t('username')} name="username" rules={rulesOf('username')}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label={t('password')} name="password" rules={rulesOf('password')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </Modal>
  );
}
