import { Alert, Button, Card, Col, Form, Input, Row, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { LEGAL_KEYS, defaultContent, adminTexts } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import { AdminShell } from '../layout/AdminShell';
import { ContentRead } from '../shared/ContentRead';
import { useContentEditor } from '../shared/use-content-editor';
import type { ContentField, ContentValues } from '../shared/use-content-editor';

type Page = keyof typeof LEGAL_KEYS;
const LABEL_OF_LANGUAGE = { mk: 'macedonianHtml', al: 'albanianHtml' } as const satisfies Record<
  Language,
  string
>;

/** One item per page and language (its HTML kept whole, as the item of that language); labels shown translated. */
const FIELDS: (ContentField & { language: Language })[] = (Object.keys(LEGAL_KEYS) as Page[]).flatMap(
  (page) =>
    (['mk', 'al'] as const).map((language) => ({
      key: LEGAL_KEYS[page][language],
      label: adminTexts.en.legal[LABEL_OF_LANGUAGE[language]],
      language,
      multiline: true,
    })),
);

const FIELDS_OF_PAGE: Record<Page, typeof FIELDS> = {
  terms: FIELDS.filter((field) => Object.values(LEGAL_KEYS.terms).some((key) => key === field.key)),
  privacy: FIELDS.filter((field) => Object.values(LEGAL_KEYS.privacy).some((key) => key === field.key)),
};

/** Creates the legal items that do not exist yet with the default texts, once per visit of the screen. */
function useInitializeLegal() {
  const { query: legal, save } = useContentEditor('legal');
  const message = useAdminTexts('messages');
  const started = useRef(false);
  useEffect(() => {
    if (!legal.data || started.current) return;
    started.current = true;
    const stored = new Set(legal.data.map((item) => item.key));
    const missing = FIELDS.flatMap((field) => {
      const draft = defaultContent(field.key);
      return stored.has(field.key) || !draft ? [] : [{ ...draft, type: 'legal' as const }];
    });
    if (missing.length === 0) return;
    void save(missing, {
      saved: { title: message('legalInitialized') },
      failed: { title: message('legalInitError') },
    });
  }, [legal.data, save, message]);
}

/** One page's two documents side by side, saved together. */
function LegalPageForm({ page }: { page: Page }) {
  const fields = FIELDS_OF_PAGE[page];
  const content = useContentEditor('legal', fields);
  const [form] = Form.useForm<ContentValues>();
  const t = useAdminTexts('legal');
  const shared = useAdminTexts('contentShared');
  const message = useAdminTexts('messages');
  const save = (values: ContentValues) =>
    content.saveValues(
      values,
      {
        saved: { title: message('legalSaved') },
        failed: { title: message('contentSaveError'), description: message('legalSaveErrorBody') },
      },
      form,
    );
  // the server cleans the HTML it stores: once a save is read back, the form shows what was stored
  const stored = fields.map((field) => content.items.get(field.key)?.updatedAt).join(' ');
  const loaded = content.query.data !== undefined;
  useEffect(() => {
    if (loaded) form.resetFields();
  }, [form, loaded, stored]);
  return (
    <ContentRead query={content.query} rows={12}>
      <Form<ContentValues>
        form={form}
        name={`legal-${page}`}
        layout="vertical"
        initialValues={content.initialValues}
        onFinish={(values) => void save(values)}
      >
        <Row gutter={16}>
          {fields.map((field) => (
            <Col key={field.key} xs={24} lg={12}>
              {/* each language's document is its own item, kept whole in its `mk` value */}
              <Form.Item label={t(LABEL_OF_LANGUAGE[field.language])} name={[field.key, 'mk']}>
                <Input.TextArea style={{ minHeight: 400, fontFamily: 'monospace', fontSize: 13 }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" disabled={content.saving}>
          {content.saving ? message('saving') : shared('saveChanges')}
        </Button>
      </Form>
    </ContentRead>
  );
}

export function LegalEditor() {
  useInitializeLegal();
  const t = useAdminTexts('legal');
  return (
    <AdminShell title={t('title')} backTo="/admin/dashboard">
      <Card>
        <Alert type="info" style={{ marginBottom: 16 }} title={t('help')} />
        <Tabs
          items={[
            { key: 'terms', label: t('termsTab'), children: <LegalPageForm page="terms" /> },
            { key: 'privacy', label: t('privacyTab'), children: <LegalPageForm page="privacy" /> },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
