import { Form, Input } from 'antd';
import type { ContentField } from './use-content-form';

/** Labelled inputs for content fields (text areas of 2 to 6 rows for long texts). */
export function ContentFields({
  fields,
  values,
  onChange,
}: {
  fields: readonly ContentField[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <>
      {fields.map((field) => (
        <Form.Item key={field.key} label={field.label} htmlFor={`field-${field.key}`}>
          {field.multiline ? (
            <Input.TextArea
              id={`field-${field.key}`}
              autoSize={{ minRows: 2, maxRows: 6 }}
              value={values[field.key] ?? ''}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
          ) : (
            <Input
              id={`field-${field.key}`}
              value={values[field.key] ?? ''}
              onChange={(event) => onChange(field.key, event.target.value)}
            />
          )}
        </Form.Item>
      ))}
    </>
  );
}
