import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LEGAL_KEYS, defaultContent, uiMessage } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { useBilingualSiteContent, useSaveContent } from '../../api/site-content';
import { useToast } from '../../app/toast';
import { AdminShell } from '../layout/AdminShell';
import { useContentForm, valueName } from '../shared/use-content-form';
import type { ContentField } from '../shared/use-content-form';

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

export function LegalEditor() {
  useInitializeLegal();
  const form = useContentForm('legal', FIELDS);
  const toast = useToast();
  const [savingPage, setSavingPage] = useState<Page | null>(null);

  const save = async (page: Page) => {
    setSavingPage(page);
    try {
      const keys: string[] = [LEGAL_KEYS[page].mk, LEGAL_KEYS[page].al];
      await form.save(FIELDS.filter((field) => keys.includes(field.key)));
      toast({ title: uiMessage('legalSaved') });
    } catch {
      toast({
        title: uiMessage('contentSaveError'),
        description: uiMessage('legalSaveErrorBody'),
        variant: 'destructive',
      });
    } finally {
      setSavingPage(null);
    }
  };

  const tab = (page: Page) => (
    <Form layout="vertical" onFinish={() => void save(page)}>
      <Row gutter={16}>
        {(['mk', 'al'] as const).map((language) => {
          const key = LEGAL_KEYS[page][language];
          return (
            <Col key={key} xs={24} lg={12}>
              <Form.Item label={`${LANGUAGE_NAMES[language]} (HTML)`} htmlFor={key}>
                <Input.TextArea
                  id={key}
                  style={{ minHeight: 400, fontFamily: 'monospace', fontSize: 13 }}
                  value={form.values[valueName(key, 'mk')] ?? ''}
                  onChange={(event) => form.set(valueName(key, 'mk'), event.target.value)}
                />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
      <Button type="primary" htmlType="submit" disabled={savingPage !== null}>
        {savingPage === page ? uiMessage('saving') : 'Save Changes'}
      </Button>
    </Form>
  );

  const items = [
    { key: 'terms', label: 'Terms of Use', children: tab('terms') },
    { key: 'privacy', label: 'Privacy Policy', children: tab('privacy') },
  ];

  return (
    <AdminShell title="Legal Pages Editor" backTo="/admin/dashboard">
      <Card>
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          title="This content appears on the /terms and /privacy pages. Use simple HTML: headings (h2, h3), paragraphs, lists, bold, italic and links."
        />
        {form.query.isPending ? <Skeleton active paragraph={{ rows: 12 }} /> : <Tabs items={items} />}
      </Card>
    </AdminShell>
  );
}
