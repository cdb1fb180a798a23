import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Flex, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { FieldIssue, Store } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useDeleteStore, useReorderStores, useSaveStore, useStores } from '../../api/stores';
import { useToast } from '../../app/toast';
import { SignInAgainDialog } from '../auth/SignInAgainDialog';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { useErrorText } from '../shared/error-text';
import { storeFieldOf } from './store-fields';
import { reorderedStores, storeAt, storeInput } from './store-form-values';
import type { StoreFormValues } from './store-form-values';
import { StoreForm } from './StoreForm';
import { ROW_ACTIONS_COLUMN, RowActionButton } from '../shared/RowActionButton';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; store: Store };

/** The showrooms in their order for super admins: add, edit, delete and move them up or down. */
export function StoreManager() {
  const stores = useStores();
  const save = useSaveStore();
  const remove = useDeleteStore();
  const reorder = useReorderStores();
  const toast = useToast();
  const t = useAdminTexts('stores');
  const message = useAdminTexts('messages');
  const translate = useAdminValidation();
  const errorText = useErrorText();
  const [form, setFormState] = useState<FormState>({ mode: 'closed' });
  const [serverIssues, setServerIssues] = useState<readonly FieldIssue[]>([]);
  /** What to do again once the admin has signed in after their session ended. */
  const [afterSignIn, setAfterSignIn] = useState<(() => void) | null>(null);
  const onSessionEnded = (retry: () => void) => setAfterSignIn(() => retry);
  const list = stores.data ?? [];
  const setForm = (next: FormState) => {
    setServerIssues([]);
    setFormState(next);
  };
  const failed = (description: string) =>
    toast({ title: message('errorTitle'), description, variant: 'destructive' });

  useEffect(() => {
    if (stores.isError)
      toast({ title: message('errorTitle'), description: t('loadFailed'), variant: 'destructive' });
  }, [stores.isError, toast, message, t]);

  const onSave = (values: StoreFormValues) => {
    const editing = form.mode === 'edit' ? form.store : null;
    const order = editing ? editing.order : Math.max(-1, ...list.map((store) => store.order)) + 1;
    save.mutate(
      { ...(editing ? { id: editing.id } : {}), store: storeInput(values, order) },
      {
        onSuccess: () => {
          toast({ title: message('successTitle'), description: t(editing ? 'updated' : 'created') });
          setForm({ mode: 'closed' });
        },
        /** A refusal's field issues go under their inputs; one that names no input is told in the toast. */
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            onSessionEnded(() => onSave(values));
            return;
          }
          const issues = error instanceof ApiError ? (error.details ?? []) : [];
          setServerIssues(issues);
          const unplaced = issues.filter((issue) => storeFieldOf(issue.path) === undefined);
          const conflict = error instanceof ApiError && error.status === 409 ? errorText(error) : undefined;
          failed(
            [
              conflict ?? t('saveFailed'),
              ...unplaced.map((issue) => translate(issue.key ?? issue.message)),
            ].join(' '),
          );
        },
      },
    );
  };

  const onDelete = (store: Store) => {
    if (!window.confirm(t('confirmDelete', { name: store.name.mk }))) return;
    remove.mutate(store.id, {
      onSuccess: () => {
        toast({ title: message('successTitle'), description: t('deleted') });
        setFormState((open) =>
          open.mode === 'edit' && open.store.id === store.id ? { mode: 'closed' } : open,
        );
      },
      onError: (error) =>
        error instanceof ApiError && error.status === 401
          ? onSessionEnded(() => onDelete(store))
          : failed(t('deleteFailed')),
    });
  };

  const move = (from: number, to: number) => {
    const moves = reorderedStores(list, from, to).map(({ store, order }) => ({
      id: store.id,
      store: storeAt(store, order),
    }));
    reorder.mutate(moves, {
      onSuccess: () => toast({ title: message('successTitle'), description: t('reordered') }),
      onError: (error) =>
        error instanceof ApiError && error.status === 401
          ? onSessionEnded(() => move(from, to))
          : failed(t('reorderFailed')),
    });
  };

  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      {form.mode !== 'closed' && (
        <StoreForm
          key={form.mode === 'edit' ? form.store.id : 'new'}
          editing={form.mode === 'edit' ? form.store : null}
          saving={save.isPending}
          serverIssues={serverIssues}
          onSave={onSave}
          onCancel={() => setForm({ mode: 'closed' })}
          onSessionEnded={onSessionEnded}
        />
      )}
      {afterSignIn && (
        <SignInAgainDialog
          onCancel={() => setAfterSignIn(null)}
          onSignedIn={() => {
            setAfterSignIn(null);
            afterSignIn();
          }}
        />
      )}
      <Card
        title={t('stores')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ mode: 'create' })}>
            {t('addStore')}
          </Button>
        }
      >
        <Table<Store>
          rowKey="id"
          loading={stores.isPending || reorder.isPending}
          dataSource={list}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={t('noStores')} /> }}
          columns={[
            {
              title: t('photo'),
              key: 'photo',
              width: 90,
              render: (_, store) =>
                store.photo ? (
                  <img
                    src={store.photo}
                    alt=""
                    style={{ width: 64, height: 36, objectFit: 'cover', borderRadius: 4 }}
                  />
                ) : null,
            },
            {
              title: t('name'),
              key: 'name',
              render: (_, store) => (
                <Flex vertical gap={2}>
                  <span lang="mk">{store.name.mk}</span>
                  <span lang="sq">{store.name.al}</span>
                  {store.headOffice && <Tag color="orange">{t('headOffice')}</Tag>}
                </Flex>
              ),
            },
            {
              title: t('city'),
              key: 'city',
              render: (_, store) => `${store.city.mk} / ${store.city.al}`,
            },
            { title: t('phone'), dataIndex: 'phone', key: 'phone' },
            {
              title: t('actions'),
              ...ROW_ACTIONS_COLUMN,
              render: (_, store, index) => (
                <Flex gap={8} wrap>
                  <Button
                    icon={<ArrowUpOutlined />}
                    aria-label={`${t('moveUp')}: ${store.name.mk}`}
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    icon={<ArrowDownOutlined />}
                    aria-label={`${t('moveDown')}: ${store.name.mk}`}
                    disabled={index === list.length - 1 || reorder.isPending}
                    onClick={() => move(index, index + 1)}
                  />
                  <RowActionButton
                    icon={<EditOutlined />}
                    onClick={() => setForm({ mode: 'edit', store })}
                    label={t('edit')}
                  />
                  <RowActionButton
                    danger
                    icon={<DeleteOutlined />}
                    loading={remove.isPending && remove.variables === store.id}
                    onClick={() => onDelete(store)}
                    label={t('delete')}
                  />
                </Flex>
              ),
            },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
