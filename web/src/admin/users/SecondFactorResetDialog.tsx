import { Alert, Form, Input, Modal } from 'antd';
import { secondFactorResetBodySchema } from '@hiti/contracts';
import type { AdminUser, SecondFactorResetBody } from '@hiti/contracts';
import { useResetSecondFactor } from '../../api/admin-users';
import { useToast } from '../../app/toast';
import { useAdminTexts } from '../i18n/use-admin-language';
import { zodRules } from '../shared/zod-form';
import { useUserErrorText, useUserValidation } from './user-texts';

/** Asks the acting admin's password, then turns `user`'s second factor off; a refusal shows under the field. */
export function SecondFactorResetDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [form] = Form.useForm<SecondFactorResetBody>();
  const reset = useResetSecondFactor();
  const toast = useToast();
  const t = useAdminTexts('users');
  const errorText = useUserErrorText();
  const translate = useUserValidation();
  const rulesOf = zodRules<SecondFactorResetBody>(secondFactorResetBodySchema, { translate });
  const submit = (values: SecondFactorResetBody) =>
    reset.mutate(
      { id: user.id, body: secondFactorResetBodySchema.parse(values) },
      {
        onSuccess: () => {
          toast({ title: t('usersSuccessTitle'), description: t('secondFactorResetDone') });
          onClose();
        },
        onError: (error) =>
          form.setFields([
            { name: 'currentPassword', errors: [errorText(error) ?? t('secondFactorResetFailed')] },
          ]),
      },
    );
  return (
    <Modal
      open
      title={t('resetTwoStepTitle', { username: user.username })}
      okText={t('resetTwoStepConfirm')}
      cancelText={t('cancel')}
      okButtonProps={{ htmlType: 'submit', danger: true }}
      confirmLoading={reset.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<SecondFactorResetBody>
          form={form}
          name="second-factor-reset"
          layout="vertical"
          initialValues={{ currentPassword: '' }}
          onFinish={submit}
        >
          {dialog}
        </Form>
      )}
    >
      <Alert type="warning" showIcon title={t('resetTwoStepBody')} style={{ marginBottom: 16 }} />
      <Form.Item
        label={t('currentPassword')}
        name="currentPassword"
        extra={t('resetPasswordHelp')}
        rules={rulesOf('currentPassword')}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </Modal>
  );
}
