import { Col, Form, Input, Row } from 'antd';
import { isNeutral, valueName } from './use-content-form';
import type { ContentField } from './use-content-form';
import type { Language } from '@hiti/contracts';

const LANGUAGE_LABELS: Record<Language, string> = { mk: 'MK', al: 'AL' };

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

/** One input per language side by side (MK, then AL); a language-neutral value gets one input. */
export function BilingualInputs({
  field,
  values,
  onChange,
}: {
  field: ContentField;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
}) {
  if (isNeutral(field)) {
    const name = valueName(field.key, 'mk');
    return (
      <Form.Item label={field.label} htmlFor={`field-${field.key}-mk`}>
        <TextInput name={name} multiline={field.multiline} value={values[name] ?? ''} onChange={onChange} />
      </Form.Item>
    );
  }
  return (
    <Row gutter={12}>
      {(['mk', 'al'] as const).map((language) => {
        const name = valueName(field.key, language);
        return (
          <Col key={language} xs={24} md={12}>
            <Form.Item
              label={`${field.label} (${LANGUAGE_LABELS[language]})`}
              htmlFor={`field-${field.key}-${language}`}
            >
              <TextInput
                name={name}
                multiline={field.multiline}
                value={values[name] ?? ''}
                onChange={onChange}
              />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}

/** Labelled inputs for content fields, each text in Macedonian and Albanian side by side. */
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
      {fields.map((field) => (
        <BilingualInputs key={field.key} field={field} values={values} onChange={onChange} />
      ))}
    </>
  );
}
