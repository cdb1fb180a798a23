import { Col, Form, Input, Row } from 'antd';
import type { ChangeEvent } from 'react';
import type { Language } from '@hiti/contracts';
import { isNeutral } from './use-content-form';
import type { ContentField } from './use-content-form';
import { valueRules } from './zod-form';

const LANGUAGE_LABELS: Record<Language, string> = { mk: 'MK', al: 'AL' };

interface TextControl {
  multiline?: boolean | undefined;
  id?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** A text control of a form field (antd gives it its id, value and change handler). */
function TextInput({ multiline, ...control }: TextControl) {
  return multiline ? (
    <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} {...control} />
  ) : (
    <Input {...control} />
  );
}

/**
 * A field of a form (antd `Form` field `[key, language]`): one input per language side by side (MK,
 * then AL); a language-neutral value gets one input.
 */
export function BilingualInputs({
  field,
  name = [field.key],
}: {
  field: ContentField;
  /** Where the texts sit in the form's values, when not under the field's key. */
  name?: readonly string[];
}) {
  const rules = field.schema ? valueRules(field.schema) : undefined;
  if (isNeutral(field)) {
    return (
      <Form.Item label={field.label} name={[...name, 'mk']} extra={field.help} rules={rules}>
        <TextInput multiline={field.multiline} />
      </Form.Item>
    );
  }
  return (
    <Row gutter={12}>
      {(['mk', 'al'] as const).map((language) => (
        <Col key={language} xs={24} md={12}>
          <Form.Item
            label={`${field.label} (${LANGUAGE_LABELS[language]})`}
            name={[...name, language]}
            extra={language === 'mk' ? field.help : undefined}
            rules={rules}
          >
            <TextInput multiline={field.multiline} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** Labelled inputs for content fields, each text in Macedonian and Albanian side by side. */
export function ContentFields({ fields }: { fields: readonly ContentField[] }) {
  return (
    <>
      {fields.map((field) => (
        <BilingualInputs key={field.key} field={field} />
      ))}
    </>
  );
}
