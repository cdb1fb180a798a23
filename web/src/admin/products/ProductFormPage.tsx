import {
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PRICE_INPUT_STEP, productCreateSchema, uiMessage } from '@hiti/contracts';
import { useCategories } from '../../api/categories';
import { ApiError } from '../../api/client';
import { useCreateProduct, useProduct, useUpdateProduct } from '../../api/products';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { UrlUploadInput } from '../shared/UrlUploadInput';
import { useImageUpload, usePdfUpload } from '../shared/use-file-upload';
import { emptyProductForm, formToProductBody, productToForm } from './product-form-values';
import type { ProductFormValues } from './product-form-values';

const FORM_FIELDS = new Set<string>(Object.keys(emptyProductForm()));

/** `new` or a product id; anything else is not a product. */
function parseTarget(text: string | undefined): 'new' | number | null {
  if (text === 'new') return 'new';
  return text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

export function ProductFormPage() {
  const target = parseTarget(useParams().id);
  const product = useProduct(typeof target === 'number' ? target : undefined);
  const categories = useCategories();

  if (target === null || (product.error instanceof ApiError && product.error.status === 404)) {
    return (
      <AdminShell title="Edit Product" backTo="/admin/dashboard">
        <Result status="404" title={uiMessage('productNotFound')} />
      </AdminShell>
    );
  }
  const loading = categories.isPending || (target !== 'new' && product.isPending);
  return (
    <AdminShell title={target === 'new' ? 'Add New Product' : 'Edit Product'} backTo="/admin/dashboard">
      {loading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      ) : (
        <ProductForm
          id={target === 'new' ? null : target}
          initial={
            product.data ? productToForm(product.data) : emptyProductForm(categories.data?.[0]?.name ?? '')
          }
          categoryNames={(categories.data ?? []).map((category) => category.name)}
        />
      )}
    </AdminShell>
  );
}

function ProductForm({
  id,
  initial,
  categoryNames,
}: {
  id: number | null;
  initial: ProductFormValues;
  categoryNames: string[];
}) {
  const [form] = Form.useForm<ProductFormValues>();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const image = useImageUpload();
  const pdf = usePdfUpload();
  const promoEnabled = Form.useWatch('promoEnabled', form) ?? initial.promoEnabled;
  const imageUrl = Form.useWatch('imageUrl', form) ?? initial.imageUrl;
  const saving = create.isPending || update.isPending;
  const options = useMemo(() => {
    const names =
      initial.category && !categoryNames.includes(initial.category)
        ? [initial.category, ...categoryNames]
        : categoryNames;
    return names.map((name) => ({ value: name, label: name }));
  }, [categoryNames, initial.category]);

  const showIssues = (issues: readonly { path: string; message: string }[]) => {
    const byField = new Map<string, string[]>();
    for (const issue of issues) {
      const field = FORM_FIELDS.has(issue.path) ? issue.path : undefined;
      if (field) byField.set(field, [...(byField.get(field) ?? []), issue.message]);
    }
    form.setFields([...byField].map(([name, errors]) => ({ name: name as keyof ProductFormValues, errors })));
    return byField.size > 0;
  };

  const onFinish = (values: ProductFormValues) => {
    const body = formToProductBody({ ...initial, ...values });
    const checked = productCreateSchema.safeParse(body);
    if (!checked.success) {
      showIssues(
        checked.error.issues.map((issue) => ({ path: String(issue.path[0] ?? ''), message: issue.message })),
      );
      return;
    }
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.details) showIssues(error.details);
      toast({
        title: uiMessage('saveFailed'),
        description: uiMessage('saveFailedBody'),
        variant: 'destructive',
      });
    };
    const done = (created: boolean) => {
      toast(
        created
          ? { title: uiMessage('productCreated'), description: uiMessage('productCreatedBody') }
          : { title: uiMessage('productUpdated'), description: uiMessage('productUpdatedBody') },
      );
      void navigate('/admin/dashboard');
    };
    if (id === null) create.mutate(body, { onSuccess: () => done(true), onError });
    else update.mutate({ id, body }, { onSuccess: () => done(false), onError });
  };

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      requiredMark
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Basic Information" style={{ height: '100%' }}>
            <Form.Item label="Product Name" name="name" required>
              <Input />
            </Form.Item>
            <Form.Item label="Description" name="description" required>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
            </Form.Item>
            <Form.Item label="Category" name="category" required>
              <Select options={options} showSearch />
            </Form.Item>
            <Form.Item label="Product Image" name="imageUrl" required>
              <UrlUploadInput
                accept="image/jpeg,image/png,image/webp"
                uploadLabel="Upload Image"
                uploading={image.uploading}
                onUpload={image.start}
                placeholder="https://... or /attached_assets/..."
              />
            </Form.Item>
            {imageUrl && (
              <Flex gap={12} align="center" style={{ marginTop: -12, marginBottom: 16 }}>
                <img
                  src={imageUrl}
                  alt=""
                  style={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 6 }}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  Image URL: {imageUrl.slice(0, 50)}
                  {imageUrl.length > 50 ? '...' : ''}
                </Typography.Text>
              </Flex>
            )}
            <Form.Item label="PDF Technical Specifications" name="pdfUrl">
              <UrlUploadInput
                accept="application/pdf"
                uploadLabel="Upload PDF"
                uploading={pdf.uploading}
                onUpload={pdf.start}
                placeholder="https://... or /attached_assets/..."
              />
            </Form.Item>
            <Form.Item name="featured" valuePropName="checked">
              <Checkbox>Featured Product</Checkbox>
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Pricing & Availability" style={{ height: '100%' }}>
            <Form.Item label="Full Price (€, incl. VAT)" name="fullPrice">
              <InputNumber min={0} step={PRICE_INPUT_STEP} style={{ width: '100%' }} />
            </Form.Item>
            <Row gutter={12}>
              <Col span={14}>
                <Form.Item label="Unit Price (€)" name="unitPrice">
                  <InputNumber min={0} step={PRICE_INPUT_STEP} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item label="Unit Type" name="unitType">
                  <Input placeholder="kg" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="inStock" valuePropName="checked">
              <Checkbox>In Stock</Checkbox>
            </Form.Item>
            <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
              <Form.Item name="promoEnabled" valuePropName="checked" noStyle>
                <Switch aria-label="Promotion" />
              </Form.Item>
              <span>Promotion</span>
            </Flex>
            {promoEnabled && (
              <>
                <Form.Item label="Promotional Price (€)" name="promoPrice">
                  <InputNumber min={0} step={PRICE_INPUT_STEP} style={{ width: '100%' }} />
                </Form.Item>
                <Row gutter={12}>
                  <Col span={12}>
                    <Form.Item label="Start Date" name="promoStartDate">
                      <DatePicker style={{ width: '100%' }} format="DD.MM.YYYY" />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <Form.Item label="End Date" name="promoEndDate">
                      <DatePicker style={{ width: '100%' }} format="DD.MM.YYYY" />
                    </Form.Item>
                  </Col>
                </Row>
              </>
            )}
          </Card>
        </Col>
      </Row>
      <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(-1)}>Cancel</Button>
        <Button type="primary" htmlType="submit" disabled={saving}>
          {saving ? uiMessage('saving') : 'Save Product'}
        </Button>
      </Flex>
    </Form>
  );
}
