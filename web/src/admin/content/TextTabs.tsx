import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { uiMessage } from '@hiti/contracts';
import type { SiteContentItem } from '@hiti/contracts';
import { useUpdateExisting } from './use-update-existing';

export function AboutTab({ items }: { items: ReadonlyMap<string, SiteContentItem> }) {
  const key = items.has('about_story') || !items.has('company_story') ? 'about_story' : 'company_story';
  const [text, setText] = useState(items.get(key)?.content ?? '');
  const { save, saving } = useUpdateExisting(items);
  return (
    <Form layout="vertical" onFinish={() => void save('About Us', [{ key, content: text }])}>
      <Form.Item label="About Us" htmlFor="about-text">
        <Input.TextArea
          id="about-text"
          rows={12}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? uiMessage('saving') : 'Save Changes'}
      </Button>
    </Form>
  );
}

const CONTACT_FIELDS = [
  { key: 'contact_address', label: 'Address' },
  { key: 'contact_phone', label: 'Phone Number' },
  { key: 'contact_email', label: 'Email' },
  { key: 'contact_map', label: 'Google Maps Embed URL' },
] as const;

export function ContactTab({ items }: { items: ReadonlyMap<string, SiteContentItem> }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(CONTACT_FIELDS.map((field) => [field.key, items.get(field.key)?.content ?? ''])),
  );
  const { save, saving } = useUpdateExisting(items);
  return (
    <Form
      layout="vertical"
      onFinish={() =>
        void save(
          'Contact',
          CONTACT_FIELDS.map((field) => ({ key: field.key, content: values[field.key] ?? '' })),
        )
      }
    >
      {CONTACT_FIELDS.map((field) => (
        <Form.Item key={field.key} label={field.label} htmlFor={field.key}>
          <Input
            id={field.key}
            value={values[field.key]}
            onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
          />
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? uiMessage('saving') : 'Save Changes'}
      </Button>
    </Form>
  );
}
