import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { BilingualCategory as Category, FieldIssue } from '@hiti/contracts';
import { useAuthCheck } from '../../api/auth';
import {
  useBilingualCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../../api/categories';
import { ApiError } from '../../api/client';
import { useToast } from '../../app/toast';
import { SignInAgainDialog } from '../auth/SignInAgainDialog';
import { homeOfRole } from '../guards/guard-target';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { useErrorText } from '../shared/error-text';
import { categoryFieldOf } from './category-fields';
import { CategoryForm, completeCategoryValues } from './CategoryForm';
import type { CategoryFormValues } from './CategoryForm';
import { ROW_ACTIONS_COLUMN, RowActionButton } from '../shared/RowActionButton';

/** A conflict explains itself (duplicate name, category still in use); other failures get the screen's text. */
function useFailureText() {
  const errorText = useErrorText();
  return (error: unknown, fallback: string): string =>
    (error instanceof ApiError && error.status === 409 ? errorText(error) : undefined) ?? fallback;
}

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; category: Category };

export function CategoryManager() {
  const auth = useAuthCheck();
  const categories = useBilingualCategories();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const toast = useToast();
  const t = useAdminTexts('categories');
  const message = useAdminTexts('messages');
  const failureText = useFailureText();
  const translate = useAdminValidation();
  const [form, setFormState] = useState<FormState>({ mode: 'closed' });
  const [serverIssues, setServerIssues] = useState<readonly FieldIssue[]>([]);
  /** The values of a save refused because the session ended, saved again once the admin signs in. */
  const [awaitingSignIn, setAwaitingSignIn] = useState<CategoryFormValues | null>(null);
  const setForm = (next: FormState) => {
    setServerIssues([]);
    setFormState(next);
  };

  useEffect(() => {
    if (categories.isError) {
      toast({
        title: message('errorTitle'),
        description: message('categoriesLoadFailed'),
        variant: 'destructive',
      });
    }
  }, [categories.isError, toast, message]);

  if (auth.isPending) return <Spin style={{ display: 'block', margin: '20vh auto' }} size="large" />;
  if (!auth.data?.authenticated || !auth.data.role) return <Navigate to="/admin" replace />;

  const refuseIncomplete = () =>
    toast({
      title: message('errorTitle'),
      description: message('fillAllFields'),
      variant: 'destructive',
    });

  const save = (values: CategoryFormValues) => {
    const body = completeCategoryValues(values);
    if (!body) {
      refuseIncomplete();
      return;
    }
    /** A refusal's field issues go under their fields; one that names no field is told in the toast. */
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        setAwaitingSignIn(values);
        return;
      }
      const issues = error instanceof ApiError ? (error.details ?? []) : [];
      setServerIssues(issues);
      const unplaced = issues.filter((issue) => categoryFieldOf(issue.path) === undefined);
      toast({
        title: message('errorTitle'),
        description: [
          failureText(error, message('categorySaveFailed')),
          ...unplaced.map((issue) => translate(issue.key ?? issue.message)),
        ].join(' '),
        variant: 'destructive',
      });
    };
    if (form.mode === 'edit') {
      update.mutate(
        { id: form.category.id, body },
        {
          onSuccess: () => {
            toast({ title: message('successTitle'), description: message('categoryUpdated') });
            setForm({ mode: 'closed' });
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: message('successTitle'), description: message('categoryCreated') });
          setForm({ mode: 'closed' });
        },
        onError,
      });
    }
  };

  const onDelete = (category: Category) => {
    if (!window.confirm(message('confirmDeleteCategory'))) return;
    remove.mutate(category.id, {
      onSuccess: () => {
        toast({ title: message('successTitle'), description: message('categoryDeleted') });
        // its form could only fail to save a category that is gone
        setFormState((open) =>
          open.mode === 'edit' && open.category.id === category.id ? { mode: 'closed' } : open,
        );
      },
      onError: (error) =>
        toast({
          title: message('errorTitle'),
          description: failureText(error, message('categoryDeleteFailed')),
          variant: 'destructive',
        }),
    });
  };

  const list = categories.data ?? [];
  return (
    <AdminShell title={t('title')} backTo={homeOfRole(auth.data.role)}>
      {form.mode !== 'closed' && (
        <CategoryForm
          key={form.mode === 'edit' ? form.category.id : 'new'}
          editing={form.mode === 'edit' ? form.category : null}
          saving={create.isPending || update.isPending}
          serverIssues={serverIssues}
          onSave={save}
          onIncomplete={refuseIncomplete}
          onCancel={() => setForm({ mode: 'closed' })}
        />
      )}
      {awaitingSignIn && (
        <SignInAgainDialog
          onCancel={() => setAwaitingSignIn(null)}
          onSignedIn={() => {
            setAwaitingSignIn(null);
            save(awaitingSignIn);
          }}
        />
      )}
      <Card
        title={t('categories')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ mode: 'create' })}>
            {t('addCategory')}
          </Button>
        }
      >
        <Table<Category>
          rowKey="id"
          loading={categories.isPending}
          dataSource={list}
          pagination={false}
          scroll={{ x: true }}
          locale={{
            emptyText: (
              <Empty description={message('noCategoriesFound')}>
                <Button type="primary" onClick={() => setForm({ mode: 'create' })}>
                  {message('addFirstCategory')}
                </Button>
              </Empty>
            ),
          }}
          columns={[
            {
              title: t('image'),
              key: 'image',
              width: 90,
              render: (_, category) =>
                category.imageUrl ? (
                  <img
                    src={category.imageUrl}
                    alt=""
                    style={{ width: 64, height: 44, objectFit: 'cover', borderRadius: 4 }}
                  />
                ) : null,
            },
            ...(['mk', 'al'] as const).map((language) => ({
              title: t(language === 'mk' ? 'nameMk' : 'nameAl'),
              key: `name-${language}`,
              render: (_: unknown, category: Category) => category.name[language],
            })),
            {
              title: t('descriptionMk'),
              key: 'description',
              render: (_: unknown, category: Category) => category.description.mk,
            },
            {
              title: t('actions'),
              ...ROW_ACTIONS_COLUMN,
              render: (_, category) => (
                <Flex gap={8}>
                  <RowActionButton
                    icon={<EditOutlined />}
                    onClick={() => setForm({ mode: 'edit', category })}
                    label={t('edit')}
                  />
                  <RowActionButton
                    danger
                    icon={<DeleteOutlined />}
                    loading={remove.isPending && remove.variables === category.id}
                    onClick={() => onDelete(category)}
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
