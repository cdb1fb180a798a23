import { DeleteOutlined, EditOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Form, Input, Popconfirm, Result, Row, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { DEFAULT_ROLE, PROTECTED_USER_ID, ROLES, adminUserCreateSchema } from '@hiti/contracts';
import type { AdminUser, AdminUserCreate } from '@hiti/contracts';
import { useAdminUsers, useCreateAdminUser, useDeleteAdminUser } from '../../api/admin-users';
import { ApiError } from '../../api/client';
import { useToast } from '../../app/toast';
import { useAdminLanguage, useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { formatDateTime } from '../shared/format';
import { zodRules } from '../shared/zod-form';
import { useLoginOnSessionEnd } from './use-session-end';
import { SecondFactorResetDialog } from './SecondFactorResetDialog';
import { UserEditDialog } from './UserEditDialog';
import { useUserErrorText, useUserValidation } from './user-texts';
import { ROW_ACTIONS_COLUMN, RowActionButton } from '../shared/RowActionButton';

export function UserManagement() {
  const users = useAdminUsers();
  const create = useCreateAdminUser();
  const remove = useDeleteAdminUser();
  const toast = useToast();
  const [form] = Form.useForm<AdminUserCreate>();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const t = useAdminTexts('users');
  const { language } = useAdminLanguage();
  const errorText = useUserErrorText();
  const translate = useUserValidation();
  const rulesOf = zodRules<AdminUserCreate>(adminUserCreateSchema, { translate });
  const sessionEnded = useLoginOnSessionEnd(users.error);

  const onCreate = (values: AdminUserCreate) =>
    create.mutate(adminUserCreateSchema.parse(values), {
      onSuccess: () => {
        form.resetFields();
        toast({ title: t('usersSuccessTitle'), description: t('userCreated') });
      },
      onError: (error) =>
        toast({
          title: t('usersErrorTitle'),
          description: errorText(error) ?? t('userCreateFailed'),
          variant: 'destructive',
        }),
    });

  const onDelete = (user: AdminUser) =>
    remove.mutate(user.id, {
      onSuccess: () => toast({ title: t('usersSuccessTitle'), description: t('userDeleted') }),
      onError: (error) =>
        toast({
          title: t('usersErrorTitle'),
          description: errorText(error) ?? t('userDeleteFailed'),
          variant: 'destructive',
        }),
    });

  return (
    <AdminShell
      title={t('title')}
      backTo="/admin/dashboard"
      backLabel={t('dashboard')}
      viewWebsiteLabel={t('viewWebsite')}
      logoutLabel={t('logout')}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title={t('createTitle')}>
            <Form<AdminUserCreate>
              form={form}
              name="user-create"
              layout="vertical"
              initialValues={{ role: DEFAULT_ROLE }}
              onFinish={onCreate}
            >
              <Form.Item label={t('username')} name="username" rules={rulesOf('username')}>
                <Input autoComplete="off" />
              </Form.Item>
              <Form.Item label={t('password')} name="password" rules={rulesOf('password')}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item label={t('role')} name="role">
                <Select options={ROLES.map((role) => ({ value: role, label: t(role) }))} />
              </Form.Item>
              <Button type="primary" htmlType="submit" disabled={create.isPending} block>
                {create.isPending ? t('creating') : t('create')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={t('listTitle')}>
            {users.isError && !sessionEnded ? (
              <Result
                status="error"
                title={t('listLoadFailed')}
                subTitle={users.error instanceof ApiError ? errorText(users.error) : undefined}
                extra={<Button onClick={() => void users.refetch()}>{t('retry')}</Button>}
              />
            ) : (
              <Table<AdminUser>
                rowKey="id"
                loading={users.isPending}
                dataSource={users.data ?? []}
                pagination={false}
                scroll={{ x: true }}
                columns={[
                  { title: 'ID', dataIndex: 'id', key: 'id', width: 60 },
                  { title: t('username'), dataIndex: 'username', key: 'username' },
                  {
                    title: t('role'),
                    key: 'role',
                    render: (_, user) => (
                      <Tag color={user.role === 'super_admin' ? 'volcano' : 'blue'}>{t(user.role)}</Tag>
                    ),
                  },
                  {
                    title: t('twoStep'),
                    key: 'secondFactor',
                    render: (_, user) =>
                      user.secondFactor ? (
                        <Tag color="green">{t('twoStepOn')}</Tag>
                      ) : (
                        <Tag>{t('twoStepOff')}</Tag>
                      ),
                  },
                  {
                    title: t('created'),
                    key: 'createdAt',
                    render: (_, user) => formatDateTime(user.createdAt, language),
                  },
                  {
                    title: t('actions'),
                    ...ROW_ACTIONS_COLUMN,
                    render: (_, user) => (
                      <Flex gap={8}>
                        <RowActionButton
                          icon={<EditOutlined />}
                          onClick={() => setEditing(user)}
                          label={t('edit')}
                        />
                        {/* the first administrator resets their own in their two-step settings */}
                        {user.secondFactor && user.id !== PROTECTED_USER_ID && (
                          <RowActionButton
                            icon={<SafetyOutlined />}
                            onClick={() => setResetting(user)}
                            label={t('resetTwoStep')}
                          />
                        )}
                        {user.id !== PROTECTED_USER_ID && (
                          <Popconfirm
                            title={t('confirmDelete')}
                            okText={t('delete')}
                            cancelText={t('cancel')}
                            okButtonProps={{ danger: true }}
                            onConfirm={() => onDelete(user)}
                          >
                            <RowActionButton
                              danger
                              icon={<DeleteOutlined />}
                              loading={remove.isPending && remove.variables === user.id}
                              label={t('delete')}
                            />
                          </Popconfirm>
                        )}
                      </Flex>
                    ),
                  },
                ]}
              />
            )}
          </Card>
        </Col>
      </Row>
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} />}
      {resetting && <SecondFactorResetDialog user={resetting} onClose={() => setResetting(null)} />}
    </AdminShell>
  );
}
