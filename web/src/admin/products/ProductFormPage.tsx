import {
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  Result,
  Row,
  Select,
  Skeleton,
  Switch,
} from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { KeyboardEvent } from 'react';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PRODUCT_CODE_MAX, inLanguage, productCreateSchema } from '@hiti/contracts';
import type { BilingualCategory, BilingualProduct, FieldIssue } from '@hiti/contracts';
import { useBilingualCategories } from '../../api/categories';
import { ApiError } from '../../api/client';
import { useBilingualProduct, useCreateProduct, useUpdateProduct } from '../../api/products';
import { useToast } from '../../app/toast';
import { SignInAgainDialog } from '../auth/SignInAgainDialog';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { UrlUploadInput } from '../shared/UrlUploadInput';
import { schemaMessages, zodRules } from '../shared/zod-form';
import { useImageUpload, usePdfUpload } from '../shared/use-file-upload';
import { PriceInput, readablePriceRule } from './PriceInput';
import { emptyProductForm, formToProductBody, productToForm } from './product-form-values';
import type { ProductFormValues } from './product-form-values';
import { UnitSelect } from './UnitSelect';
import { ProductSpecificationsCard } from './ProductSpecificationsCard';
import { BrandSelect } from './BrandSelect';
import { DisplayStoresSelect } from './DisplayStoresSelect';
import { ProductGalleryField } from './ProductGalleryField';

const FORM_FIELDS = new Set<string>(Object.keys(emptyProductForm()));

type FieldName =
  | keyof ProductFormValues
  | ['name' | 'description', 'mk' | 'al']
  | ['specifications', string]
  | ['images']
  | ['images', number, 'url']
  | ['images', number, 'alt', 'mk' | 'al'];

const isFormField = (field: string): field is keyof ProductFormValues => FORM_FIELDS.has(field);

/** A field of the gallery (`images.1.alt.mk`), or the list itself (also for the card image, `imageUrl`). */
function galleryPath(path: string): FieldName | undefined {
  const [field, index, part, language] = path.split('.');
  if (field === 'imageUrl' || (field === 'images' && index === undefined)) return ['images'];
  if (field !== 'images' || !/^\d+$/.test(index ?? '')) return undefined;
  if (part === 'url' && language === undefined) return ['images', Number(index), 'url'];
  if (part === 'alt' && (language === 'mk' || language === 'al'))
    return ['images', Number(index), 'alt', language];
  return ['images'];
}

/** A field of the form (`name.mk` is the Macedonian name), or undefined for a path it does not have. */
function formPath(path: string): FieldName | undefined {
  const gallery = galleryPath(path);
  if (gallery) return gallery;
  const [field = '', language] = path.split('.');
  if ((field === 'name' || field === 'description') && (language === 'mk' || language === 'al')) {
    return [field, language];
  }
  if (field === 'specifications' && language) return [field, language];
  return isFormField(field) ? field : undefined;
}

/** Enter in a date field picks the date; it never submits the unfinished form. */
function keepEnterInDatePickers(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === 'Enter' && (event.target as HTMLElement).closest('.ant-picker')) event.preventDefault();
}

const parseId = (text: string | null | undefined) =>
  text && /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;

/** `new` or a product id; anything else is not a product. */
function parseTarget(text: string | undefined): 'new' | number | null {
  if (text === 'new') return 'new';
  return parseId(text) ?? null;
}

/**
 * A new product's form: a copy of the product `?copy=` names (its code left empty, codes are unique), or an
 * empty form in the category `?category=` names (the one saved last with "save and add another").
 */
function newProductForm(
  params: URLSearchParams,
  copied: BilingualProduct | undefined,
  categories: readonly BilingualCategory[],
): ProductFormValues | undefined {
  if (parseId(params.get('copy')) !== undefined) return copied && { ...productToForm(copied), code: '' };
  const kept = parseId(params.get('category'));
  const category = categories.find((candidate) => candidate.id === kept) ?? categories[0];
  return emptyProductForm(category?.id ?? null);
}

export function ProductFormPage() {
  const target = parseTarget(useParams().id);
  const [params] = useSearchParams();
  /** Each arrival at the form (another "save and add another") starts a fresh form. */
  const arrival = useLocation().key;
  const copyOf = target === 'new' ? parseId(params.get('copy')) : undefined;
  const product = useBilingualProduct(typeof target === 'number' ? target : copyOf);
  const categories = useBilingualCategories();
  const t = useAdminTexts('productForm');
  const message = useAdminTexts('messages');

  if (target === null || (product.error instanceof ApiError && product.error.status === 404)) {
    return (
      <AdminShell title={t('editTitle')} backTo="/admin/dashboard">
        <Result status="404" title={message('productNotFound')} />
      </AdminShell>
    );
  }
  // Only a product that was read can be edited (or copied): a form left empty would overwrite it on save.
  if ((target !== 'new' || copyOf !== undefined) && !product.data && product.isError) {
    return (
      <AdminShell title={t('editTitle')} backTo="/admin/dashboard">
        <Result
          status="warning"
          title={t('loadFailed')}
          subTitle={t('loadFailedBody')}
          extra={
            <Button type="primary" loading={product.isFetching} onClick={() => void product.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      </AdminShell>
    );
  }
  const initial =
    target === 'new'
      ? newProductForm(params, product.data, categories.data ?? [])
      : product.data && productToForm(product.data);
  return (
    <AdminShell title={t(target === 'new' ? 'addTitle' : 'editTitle')} backTo="/admin/dashboard">
      {categories.isPending || !initial ? (
        <Card>
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
      ) : (
        <ProductForm
          key={arrival}
          id={target === 'new' ? null : target}
          initial={initial}
          categories={categories.data ?? []}
        />
      )}
    </AdminShell>
  );
}

function ProductForm({
  id,
  initial,
  categories,
}: {
  id: number | null;
  initial: ProductFormValues;
  categories: readonly BilingualCategory[];
}) {
  const [form] = Form.useForm<ProductFormValues>();
  const navigate = useNavigate();
  const toast = useToast();
  const t = useAdminTexts('productForm');
  const message = useAdminTexts('messages');
  const translate = useAdminValidation();
  /** The product rules of contracts, applied to the form's values as the body they become. */
  const rulesOf = useMemo(
    () => zodRules<ProductFormValues>(productCreateSchema, { toInput: formToProductBody, translate }),
    [translate],
  );
  /** A price field's rules: its text must be a price before the product rules read it. */
  const priceRulesOf = (field: 'fullPrice' | 'unitPrice' | 'promoPrice') => [
    readablePriceRule(t('priceUnclear')),
    ...rulesOf(field),
  ];
  const create = useCreateProduct();
  const update = useUpdateProduct();
  /** What the session's end refused (a save, an upload), done again once the admin signs in again. */
  const [afterSignIn, setAfterSignIn] = useState<(() => void) | null>(null);
  const onSessionEnded = (retry: () => void) => setAfterSignIn(() => retry);
  const image = useImageUpload({ onSessionEnded });
  const pdf = usePdfUpload({ onSessionEnded });
  const promoEnabled = Form.useWatch('promoEnabled', form) ?? initial.promoEnabled;
  /** The gallery as a whole: how many images, and that it has one. */
  const galleryRules = useMemo(
    () => [
      {
        validator: async () => {
          const body = formToProductBody(form.getFieldsValue(true) as ProductFormValues);
          const [first] = ['images', 'imageUrl'].flatMap((field) =>
            schemaMessages(productCreateSchema, body, field),
          );
          if (first !== undefined) throw new Error(translate(first));
        },
      },
    ],
    [form, translate],
  );
  const saving = create.isPending || update.isPending;
  /** Set by "save and add another": after the save an empty form opens in the same category. */
  const addAnother = useRef(false);
  const options = useMemo(
    () =>
      categories.map((category) => ({
        value: category.id,
        label: `${inLanguage(category.name, 'mk')} / ${inLanguage(category.name, 'al')}`,
      })),
    [categories],
  );

  const showIssues = (issues: readonly FieldIssue[]) => {
    const byField = new Map<string, { name: FieldName; errors: string[] }>();
    for (const issue of issues) {
      const name = formPath(issue.path);
      if (!name) continue;
      const key = String(name);
      byField.set(key, {
        name,
        errors: [...(byField.get(key)?.errors ?? []), translate(issue.key ?? issue.message)],
      });
    }
    form.setFields([...byField.values()]);
    return byField.size > 0;
  };

  const onFinish = (values: ProductFormValues) => {
    const chosen = categories.find((category) => category.id === values.category);
    const body = formToProductBody({ ...initial, ...values }, chosen?.specificationKeys ?? []);
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        onSessionEnded(() => form.submit());
        return;
      }
      if (error instanceof ApiError && error.details) showIssues(error.details);
      toast({
        title: message('saveFailed'),
        description: message('saveFailedBody'),
        variant: 'destructive',
      });
    };
    const done = (created: boolean) => {
      toast(
        created
          ? { title: message('productCreated'), description: message('productCreatedBody') }
          : { title: message('productUpdated'), description: message('productUpdatedBody') },
      );
      if (addAnother.current && values.category !== null) {
        void navigate(`/admin/product/new?category=${values.category}`);
      } else void navigate('/admin/dashboard');
    };
    if (id === null) create.mutate(body, { onSuccess: () => done(true), onError });
    else update.mutate({ id, body }, { onSuccess: () => done(false), onError });
  };

  return (
    <>
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        onFinishFailed={() => {
          // Enter after a refused "save and add another" saves as Save does
          addAnother.current = false;
        }}
        onKeyDown={keepEnterInDatePickers}
        requiredMark
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title={t('basicInformation')} style={{ height: '100%' }}>
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item
                    label={t('nameMk')}
                    name={['name', 'mk']}
                    required
                    rules={rulesOf(['name', 'mk'])}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    label={t('nameAl')}
                    name={['name', 'al']}
                    rules={rulesOf(['name', 'al'])}
                    extra={t('nameAlHelp')}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    label={t('descriptionMk')}
                    name={['description', 'mk']}
                    required
                    rules={rulesOf(['description', 'mk'])}
                  >
                    <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    label={t('descriptionAl')}
                    name={['description', 'al']}
                    rules={rulesOf(['description', 'al'])}
                    extra={t('descriptionAlHelp')}
                  >
                    <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item label={t('category')} name="category" required rules={rulesOf('category')}>
                <Select options={options} showSearch optionFilterProp="label" />
              </Form.Item>
              <Form.Item label={t('code')} name="code" rules={rulesOf('code')}>
                <Input maxLength={PRODUCT_CODE_MAX} />
              </Form.Item>
              <Form.Item label={t('brand')} name="brandId" rules={rulesOf('brandId')}>
                <BrandSelect />
              </Form.Item>
              <Form.Item label={t('displayStores')} name="displayStoreIds" rules={rulesOf('displayStoreIds')}>
                <DisplayStoresSelect />
              </Form.Item>
              <ProductGalleryField rulesOf={rulesOf} listRules={galleryRules} upload={image} />
              <Form.Item label={t('pdf')} name="pdfUrl" rules={rulesOf('pdfUrl')}>
                <UrlUploadInput
                  accept="application/pdf"
                  uploadLabel={t('uploadPdf')}
                  uploading={pdf.uploading}
                  onUpload={pdf.start}
                  placeholder={t('urlPlaceholder')}
                />
              </Form.Item>
              <Form.Item name="featured" valuePropName="checked">
                <Checkbox>{t('featured')}</Checkbox>
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('pricing')} style={{ height: '100%' }}>
              <Form.Item
                label={t('fullPrice')}
                name="fullPrice"
                dependencies={['promoEnabled', 'promoPrice']}
                rules={priceRulesOf('fullPrice')}
                validateFirst
              >
                <PriceInput style={{ width: '100%' }} />
              </Form.Item>
              <Row gutter={12}>
                <Col span={14}>
                  <Form.Item
                    label={t('unitPrice')}
                    name="unitPrice"
                    rules={priceRulesOf('unitPrice')}
                    validateFirst
                  >
                    <PriceInput style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={10}>
                  <Form.Item label={t('unitType')} name="unitType" rules={rulesOf('unitType')}>
                    <UnitSelect />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="inStock" valuePropName="checked">
                <Checkbox>{t('inStock')}</Checkbox>
              </Form.Item>
              <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
                <Form.Item name="promoEnabled" valuePropName="checked" noStyle>
                  <Switch aria-label={t('promotion')} />
                </Form.Item>
                <span>{t('promotion')}</span>
              </Flex>
              {promoEnabled && (
                <>
                  <Form.Item
                    label={t('promoPrice')}
                    name="promoPrice"
                    dependencies={['fullPrice', 'promoEnabled']}
                    rules={priceRulesOf('promoPrice')}
                    validateFirst
                  >
                    <PriceInput style={{ width: '100%' }} />
                  </Form.Item>
                  <Row gutter={12}>
                    <Col span={12}>
                      <Form.Item
                        label={t('startDate')}
                        name="promoStartDate"
                        dependencies={['promoEnabled', 'promoEndDate']}
                        rules={rulesOf('promoStartDate')}
                      >
                        <DatePicker style={{ width: '100%' }} format="DD.MM.YYYY" />
                      </Form.Item>
                    </Col>
                    <Col span={12}>
                      <Form.Item
                        label={t('endDate')}
                        name="promoEndDate"
                        dependencies={['promoStartDate', 'promoEnabled']}
                        rules={rulesOf('promoEndDate')}
                      >
                        <DatePicker style={{ width: '100%' }} format="DD.MM.YYYY" />
                      </Form.Item>
                    </Col>
                  </Row>
                </>
              )}
            </Card>
          </Col>
        </Row>
        <ProductSpecificationsCard categories={categories} rulesOf={rulesOf} />
        <Flex gap={8} justify="flex-end" wrap style={{ marginTop: 16 }}>
          <Button onClick={() => void navigate(-1)}>{t('cancel')}</Button>
          {id !== null && (
            <Button icon={<CopyOutlined />} onClick={() => void navigate(`/admin/product/new?copy=${id}`)}>
              {t('copy')}
            </Button>
          )}
          <Button
            disabled={saving}
            onClick={() => {
              addAnother.current = true;
              form.submit();
            }}
          >
            {t('saveAndAddAnother')}
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            disabled={saving}
            onClick={() => {
              addAnother.current = false;
            }}
          >
            {saving ? message('saving') : t('save')}
          </Button>
        </Flex>
      </Form>
      {afterSignIn && (
        <SignInAgainDialog
          onCancel={() => setAfterSignIn(null)}
          onSignedIn={() => {
            setAfterSignIn(null);
            afterSignIn();
          }}
        />
      )}
    </>
  );
}
