import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import type { Brand, FieldIssue } from '@hiti/contracts';
import { useAuthCheck } from '../../api/auth';
import { useBrands, useCreateBrand, useDeleteBrand, useUpdateBrand } from '../../api/brands';
import { ApiError } from '../../api/client';
import { useProductFacets } from '../../api/product-facets';
import { useToast } from '../../app/toast';
import { homeOfRole } from '../guards/guard-target';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { useErrorText } from '../shared/error-text';
import { ROW_ACTIONS_COLUMN, RowActionButton } from '../shared/RowActionButton';
import { BrandForm, brandFieldOf, type BrandFormValues } from './BrandForm';

type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; brand: Brand };

/** The brands: list (with how many products use each), add, rename, reorder and delete one no product uses. */
export function BrandManager() {
  const auth = useAuthCheck();
  const brands = useBrands();
  // the facets of the whole catalogue count the products of each brand
  const facets = useProductFacets({});
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const remove = useDeleteBrand();
  const toast = useToast();
  const t = useAdminTexts('brands');
  const message = useAdminTexts('messages');
  const errorText = useErrorText();
  const [form, setFormState] = useState<FormState>({ mode: 'closed' });
  const [serverIssues, setServerIssues] = useState<readonly FieldIssue[]>([]);
  const setForm = (next: FormState) => {
    setServerIssues([]);
    setFormState(next);
  };

  useEffect(() => {
    if (brands.isError) {
      toast({ title: message('errorTitle'), description: t('loadFailed'), variant: 'destructive' });
    }
  }, [brands.isError, toast, message, t]);

  if (auth.isPending) return <Spin style={{ display: 'block', margin: '20vh auto' }} size="large" />;
  if (!auth.data?.authenticated || !auth.data.role) return <Navigate to="/admin" replace />;

  const countOf = (id: number) => facets.data?.brands.find((brand) => brand.id === id)?.count ?? 0;
  const failed = (error: unknown, fallback: string) =>
    toast({
      title: message('errorTitle'),
      description:
        (error instanceof ApiError && error.status === 409 ? errorText(error) : undefined) ?? fallback,
      variant: 'destructive',
    });

  const save = (values: BrandFormValues) => {
    const body = { name: values.name.trim(), websiteUrl: values.websiteUrl.trim(), order: values.order };
    const onError = (error: unknown) => {
      const issues = error instanceof ApiError ? (error.details ?? []) : [];
      setServerIssues(issues);
      failed(error, t('saveFailed'));
    };
    const onSuccess = (text: 'created' | 'updated') => () => {
      toast({ title: message('successTitle'), description: t(text) });
      setForm({ mode: 'closed' });
    };
    if (form.mode === 'edit') {
      update.mutate({ id: form.brand.id, body }, { onSuccess: onSuccess('updated'), onError });
    } else {
      create.mutate(body, { onSuccess: onSuccess('created'), onError });
    }
  };

  const onDelete = (brand: Brand) => {
    if (!window.confirm(t('confirmDelete', { name: brand.name }))) return;
    remove.mutate(brand.id, {
      onSuccess: () => {
        toast({ title: message('successTitle'), description: t('deleted') });
        setFormState((open) =>
          open.mode === 'edit' && open.brand.id === brand.id ? { mode: 'closed' } : open,
        );
      },
      onError: async (error) => {
        if (error instanceof ApiError && error.code === 'BRAND_IN_USE') {
          // the counts as they are now: products may have been given the brand since the list was read
          const { data } = await facets.refetch();
          const count = data?.brands.find((counted) => counted.id === brand.id)?.count;
          if (count !== undefined) {
            toast({
              title: message('errorTitle'),
              description: t('inUse', { count }),
              variant: 'destructive',
            });
            return;
          }
        }
        failed(error, t('deleteFailed'));
      },
    });
  };

  return (
    <AdminShell title={t('title')} backTo={homeOfRole(auth.data.role)}>
      {form.mode !== 'closed' && (
        <BrandForm
          key={form.mode === 'edit' ? form.brand.id : 'new'}
          editing={form.mode === 'edit' ? form.brand : null}
          saving={create.isPending || update.isPending}
          serverIssues={serverIssues.filter((issue) => brandFieldOf(issue.path) !== undefined)}
          onSave={save}
          onCancel={() => setForm({ mode: 'closed' })}
        />
      )}
      <Card
        title={t('brands')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ mode: 'create' })}>
            {t('addBrand')}
          </Button>
        }
      >
        <Table<Brand>
          rowKey="id"
          loading={brands.isPending}
          dataSource={brands.data ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{ emptyText: <Empty description={t('noBrands')} /> }}
          columns={[
            { title: t('name'), key: 'name', dataIndex: 'name' },
            {
              title: t('website'),
              key: 'website',
              render: (_, brand) =>
                brand.websiteUrl ? (
                  <a href={brand.websiteUrl} target="_blank" rel="noreferrer noopener">
                    {brand.websiteUrl}
                  </a>
                ) : null,
            },
            { title: t('order'), key: 'order', dataIndex: 'order', width: 90 },
            { title: t('products'), key: 'products', width: 100, render: (_, brand) => countOf(brand.id) },
            {
              title: t('actions'),
              ...ROW_ACTIONS_COLUMN,
              render: (_, brand) => (
                <Flex gap={8}>
                  <RowActionButton
                    icon={<EditOutlined />}
                    onClick={() => setForm({ mode: 'edit', brand })}
                    label={t('edit')}
                  />
                  <RowActionButton
                    danger
                    icon={<DeleteOutlined />}
                    loading={remove.isPending && remove.variables === brand.id}
                    onClick={() => onDelete(brand)}
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
