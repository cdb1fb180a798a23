import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Popconfirm, Row, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { DEFAULT_ROLE, PROTECTED_USER_ID, ROLES, adminUserCreateSchema, uiMessage } from '@hiti/contracts';
import type { AdminUser, AdminUserCreate } from '@hiti/contracts';
import { useAdminUsers, useCreateAdminUser, useDeleteAdminUser } from '../../api/admin-users';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { errorText } from '../shared/error-text';
import { formatDateTime } from '../shared/format';
import { zodRules } from '../shared/zod-form';
import { UserEditDialog } from './UserEditDialog';
import { USER_TEXTS, userMessage } from './user-texts';

const rulesOf = zodRules<AdminUserCreate>(adminUserCreateSchema, { translate: userMessage });

export function UserManagement() {
  const users = useAdminUsers();
  const create = useCreateAdminUser();
  const remove = useDeleteAdminUser();
  const toast = useToast();
  const [form] = Form.useForm<AdminUserCreate>();
  const [editing, setEditing] = useState<AdminUser | null>(null);

  const onCreate = (values: AdminUserCreate) =>
    create.mutate(adminUserCreateSchema.parse(values), {
      onSuccess: () => {
        form.resetFields();
        toast({ title: uiMessage('usersSuccessTitle'), description: uiMessage('userCreated') });
      },
      onError: (error) =>
        toast({
          title: uiMessage('usersErrorTitle'),
          description: errorText(error) ?? uiMessage('userCreateFailed'),
          variant: 'destructive',
        }),
    });

  const onDelete = (user: AdminUser) =>
    remove.mutate(user.id, {
      onSuccess: () =>
        toast({ title: uiMessage('usersSuccessTitle'), description: uiMessage('userDeleted') }),
      onError: (error) =>
        toast({
          title: uiMessage('usersErrorTitle'),
          description: errorText(error) ?? uiMessage('userDeleteFailed'),
          variant: 'destructive',
        }),
    });

  return (
    <AdminShell
      title={USER_TEXTS.title}
      backTo="/admin/dashboard"
      backLabel={USER_TEXTS.dashboard}
      viewWebsiteLabel={USER_TEXTS.viewWebsite}
      logoutLabel={USER_TEXTS.logout}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title={USER_TEXTS.createTitle}>
            <Form<AdminUserCreate>
              form={form}
              layout="vertical"
              initialValues={{ role: DEFAULT_ROLE }}
              onFinish={onCreate}
            >
              <Form.Item label={USER_TEXTS.username} name="username" rules={rulesOf('username')}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item label={USER_TEXTS.password} name="password" rules={rulesOf('password')}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item label={USER_TEXTS.role} name="role">
                <Select options={ROLES.map((role) => ({ value: role, label: USER_TEXTS.roles[role] }))} />
              </Form.Item>
              <Button type="primary" htmlType="submit" disabled={create.isPending} block>
                {create.isPending ? USER_TEXTS.creating : USER_TEXTS.create}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={USER_TEXTS.listTitle}>
            <Table<AdminUser>
              rowKey="id"
              loading={users.isPending}
              dataSource={users.data ?? []}
              pagination={false}
              scroll={{ x: true }}
              columns={[
                { title: 'ID', dataIndex: 'id', key: 'id', width: 60 },
                { title: USER_TEXTS.username, dataIndex: 'username', key: 'username' },
                {
                  title: USER_TEXTS.role,
                  key: 'role',
                  render: (_, user) => (
                    <Tag color={user.role === 'super_admin' ? 'volcano' : 'blue'}>
                      {USER_TEXTS.roles[user.role]}
                    </Tag>
                  ),
                },
                {
                  title: USER_TEXTS.created,
                  key: 'createdAt',
                  render: (_, user) => formatDateTime(user.createdAt),
                },
                {
                  title: USER_TEXTS.actions,
                  key: 'actions',
                  render: (_, user) => (
                    <Flex gap={8}>
                      <Button icon={<EditOutlined />} onClick={() => setEditing(user)}>
                        {USER_TEXTS.edit}
                      </Button>
                      {user.id !== PROTECTED_USER_ID && (
                        <Popconfirm
                          title={USER_TEXTS.confirmDelete}
                          okText={USER_TEXTS.delete}
                          cancelText={USER_TEXTS.cancel}
                          okButtonProps={{ danger: true }}
                          onConfirm={() => onDelete(user)}
                        >
                          <Button
                            danger
                            icon={<DeleteOutlined />}
                            loading={remove.isPending && remove.variables === user.id}
                          >
                            {USER_TEXTS.delete}
                          </Button>
                        </Popconfirm>
                      )}
                    </Flex>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} />}
    </AdminShell>
  );
}
