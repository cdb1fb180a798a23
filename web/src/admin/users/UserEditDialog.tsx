import { Form, Input, Modal, Select } from 'antd';
import { ROLES, adminUserUpdateSchema, uiMessage } from '@hiti/contracts';
import type { AdminUser, Role } from '@hiti/contracts';
import { useUpdateAdminUser } from '../../api/admin-users';
import { useToast } from '../../app/toast';
import { errorText } from '../shared/error-text';
import { zodRules } from '../shared/zod-form';
import { USER_TEXTS, userMessage } from './user-texts';

interface EditValues {
  username: string;
  role: Role;
  password: string;
}

const rulesOf = zodRules<EditValues>(adminUserUpdateSchema, { translate: userMessage });

export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [form] = Form.useForm<EditValues>();
  const update = useUpdateAdminUser();
  const toast = useToast();
  const submit = (values: EditValues) =>
    update.mutate(
      { id: user.id, body: adminUserUpdateSchema.parse(values) },
      {
        onSuccess: () => {
          toast({ title: uiMessage('usersSuccessTitle'), description: uiMessage('userUpdated') });
          onClose();
        },
        onError: (error) =>
          toast({
            title: uiMessage('usersErrorTitle'),
            description: errorText(error) ?? uiMessage('userUpdateFailed'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Modal
      open
      title={USER_TEXTS.editTitle}
      okText={USER_TEXTS.save}
      cancelText={USER_TEXTS.cancel}
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditValues>
        form={form}
        layout="vertical"
        initialValues={{ username: user.username, role: user.role, password: '' }}
        onFinish={submit}
      >
        <Form.Item label={USER_TEXTS.username} name="username" rules={rulesOf('username')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label={USER_TEXTS.role} name="role">
          <Select options={ROLES.map((role) => ({ value: role, label: USER_TEXTS.roles[role] }))} />
        </Form.Item>
        <Form.Item
          label={USER_TEXTS.newPassword}
          name="password"
          extra={USER_TEXTS.keepPassword}
          rules={rulesOf('password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
