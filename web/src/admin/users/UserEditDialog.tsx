import { Form, Input, Modal, Select } from 'antd';
import { PROTECTED_USER_ID, ROLES, adminUserUpdateSchema, validationKeys } from '@hiti/contracts';
import type { AdminUser, Role } from '@hiti/contracts';
import { useUpdateAdminUser } from '../../api/admin-users';
import { useToast } from '../../app/toast';
import { useAdminTexts } from '../i18n/use-admin-language';
import { zodRules } from '../shared/zod-form';
import { useUserErrorText, useUserValidation } from './user-texts';

interface EditValues {
  username: string;
  role: Role;
  password: string;
  currentPassword: string;
}

export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateAdminUser();
  const toast = useToast();
  const t = useAdminTexts('users');
  const errorText = useUserErrorText();
  const translate = useUserValidation();
  const rulesOf = zodRules<EditValues>(adminUserUpdateSchema, { translate });
  // identity refuses to demote the first administrator, and a super admin can only be demoted
  const roleLocked = user.id === PROTECTED_USER_ID && user.role === 'super_admin';
  const submit = (values: EditValues) =>
    update.mutate(
      { id: user.id, body: adminUserUpdateSchema.parse(values) },
      {
        onSuccess: () => {
          toast({ title: t('usersSuccessTitle'), description: t('userUpdated') });
          onClose();
        },
        onError: (error) =>
          toast({
            title: t('usersErrorTitle'),
            description: errorText(error) ?? t('userUpdateFailed'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Modal
      open
      title={t('editTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      // Save submits the form the fields are in, so Enter in a field saves as in any form
      okButtonProps={{ htmlType: 'submit' }}
      confirmLoading={update.isPending}
      onCancel={onClose}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<EditValues>
          form={form}
          name="user-edit"
          layout="vertical"
          initialValues={{ username: user.username, role: user.role, password: '', currentPassword: '' }}
          onFinish={submit}
        >
          {dialog}
        </Form>
      )}
    >
      <Form.Item label={t('username')} name="username" rules={rulesOf('username')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('role')} name="role" extra={roleLocked ? t('firstAdminRole') : undefined}>
        <Select disabled={roleLocked} options={ROLES.map((role) => ({ value: role, label: t(role) }))} />
      </Form.Item>
      <Form.Item
        label={t('newPassword')}
        name="password"
        extra={t('keepPassword')}
        rules={rulesOf('password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={t('currentPassword')}
        name="currentPassword"
        extra={t('currentPasswordHelp')}
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              const changing = String(getFieldValue('password') ?? '').trim() !== '';
              if (changing && !value) throw new Error(translate(validationKeys.currentPasswordRequired));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </Modal>
  );
}
