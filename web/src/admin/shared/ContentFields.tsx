import { Col, Form, Input, Row } from 'antd';
import { mkName } from './use-content-form';
import type { ContentField } from './use-content-form';

function TextInput({
  name,
  multiline,
  value,
  onChange,
}: {
  name: string;
  multiline?: boolean;
  value: string;
  onChange: (name: string, value: string) => void;
}) {
  const id = `field-${name.replace('.', '-')}`;
  return multiline ? (
    <Input.TextArea
      id={id}
      autoSize={{ minRows: 2, maxRows: 6 }}
      value={value}
      onChange={(event) => onChange(name, event.target.value)}
    />
  ) : (
    <Input id={id} value={value} onChange={(event) => onChange(name, event.target.value)} />
  );
}

/** Labelled inputs for content fields; bilingual texts get an Albanian and a Macedonian input. */
export function ContentFields({
  fields,
  values,
  onChange,
}: {
  fields: readonly ContentField[];
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <>
      {fields.map((field) =>
        field.defaultValueMk === undefined ? (
          <Form.Item key={field.key} label={field.label} htmlFor={`field-${field.key}`}>
            <TextInput
              name={field.key}
              multiline={field.multiline}
              value={values[field.key] ?? ''}
              onChange={onChange}
            />
          </Form.Item>
        ) : (
          <Row key={field.key} gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item label={`${field.label} (Albanian)`} htmlFor={`field-${field.key}`}>
                <TextInput
                  name={field.key}
                  multiline={field.multiline}
                  value={values[field.key] ?? ''}
                  onChange={onChange}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={`${field.label} (Macedonian)`} htmlFor={`field-${field.key}-mk`}>
                <TextInput
                  name={mkName(field.key)}
                  multiline={field.multiline}
                  value={values[mkName(field.key)] ?? ''}
                  onChange={onChange}
                />
              </Form.Item>
            </Col>
          </Row>
        ),
      )}
    </>
  );
}
