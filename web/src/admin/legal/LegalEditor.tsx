import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { LEGAL_KEYS, defaultContent, uiMessage } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { useBilingualSiteContent, useSaveContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { useContentForm } from '../shared/use-content-form';
import type { ContentField, ContentValues } from '../shared/use-content-form';

type Page = keyof typeof LEGAL_KEYS;
const LANGUAGE_NAMES: Record<Language, string> = { mk: 'Macedonian', al: 'Albanian' };

/** One item per page and language (its HTML kept whole, as the item of that language). */
const FIELDS: ContentField[] = (Object.keys(LEGAL_KEYS) as Page[]).flatMap((page) =>
  (['mk', 'al'] as const).map((language) => ({
    key: LEGAL_KEYS[page][language],
    label: `${LANGUAGE_NAMES[language]} (HTML)`,
    multiline: true,
  })),
);

const FIELDS_OF_PAGE: Record<Page, ContentField[]> = {
  terms: FIELDS.filter((field) => Object.values(LEGAL_KEYS.terms).some((key) => key === field.key)),
  privacy: FIELDS.filter((field) => Object.values(LEGAL_KEYS.privacy).some((key) => key === field.key)),
};

/** Creates the legal items that do not exist yet with the default texts, once per visit of the screen. */
function useInitializeLegal() {
  const legal = useBilingualSiteContent('legal');
  const mutation = useSaveContent();
  const toast = useToast();
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
    mutation.mutateAsync(missing).then(
      () => toast({ title: uiMessage('legalInitialized') }),
      () => toast({ title: uiMessage('legalInitError'), variant: 'destructive' }),
    );
  }, [legal.data, mutation, toast]);
}

/** One page's two documents side by side, saved together. */
function LegalPageForm({ page }: { page: Page }) {
  const fields = FIELDS_OF_PAGE[page];
  const content = useContentForm('legal', fields);
  const toast = useToast();
  const save = (values: ContentValues) =>
    content.save(values).then(
      () => toast({ title: uiMessage('legalSaved') }),
      () =>
        toast({
          title: uiMessage('contentSaveError'),
          description: uiMessage('legalSaveErrorBody'),
          variant: 'destructive',
        }),
    );
  if (content.query.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <Form<ContentValues>
      name={`legal-${page}`}
      layout="vertical"
      initialValues={content.initialValues}
      onFinish={(values) => void save(values)}
    >
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.key} xs={24} lg={12}>
            {/* each language's document is its own item, kept whole in its `mk` value */}
            <Form.Item label={field.label} name={[field.key, 'mk']}>
              <Input.TextArea style={{ minHeight: 400, fontFamily: 'monospace', fontSize: 13 }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" disabled={content.saving}>
        {content.saving ? uiMessage('saving') : 'Save Changes'}
      </Button>
    </Form>
  );
}

export function LegalEditor() {
  useInitializeLegal();
  return (
    <AdminShell title="Legal Pages Editor" backTo="/admin/dashboard">
      <Card>
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          title="This content appears on the /terms and /privacy pages. Use simple HTML: headings (h2, h3), paragraphs, lists, bold, italic and links."
        />
        <Tabs
          items={[
            { key: 'terms', label: 'Terms of Use', children: <LegalPageForm page="terms" /> },
            { key: 'privacy', label: 'Privacy Policy', children: <LegalPageForm page="privacy" /> },
          ]}
        />
      </Card>
    </AdminShell>
  );
}
