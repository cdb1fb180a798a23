import { Col, Form, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import type { ChangeEvent } from 'react';
import { useAdminTexts, useAdminValidation } from '../i18n/use-admin-language';
import { isNeutral } from './use-content-editor';
import type { ContentField } from './use-content-editor';
import { valueRules } from './zod-form';
import type { FieldPath } from './zod-form';

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
 * then AL, named in the admin's language); a language-neutral value gets one input.
 */
export function BilingualInputs({
  field,
  name = [field.key],
  rulesOf,
}: {
  field: ContentField;
  /** Where the texts sit in the form's values, when not under the field's key. */
  name?: readonly string[];
  /** The rules of each input, by its whole name, when a schema of the whole form checks them. */
  rulesOf?: (input: FieldPath) => FormRule[];
}) {
  const t = useAdminTexts('contentShared');
  const translate = useAdminValidation();
  const fieldRules = field.schema ? valueRules(field.schema, translate) : undefined;
  const rules = (language: 'mk' | 'al') => (rulesOf ? rulesOf([...name, language]) : fieldRules);
  const languageName = { mk: t('macedonian'), al: t('albanian') };
  if (isNeutral(field)) {
    return (
      <Form.Item label={field.label} name={[...name, 'mk']} extra={field.help} rules={rules('mk')}>
        <TextInput multiline={field.multiline} />
      </Form.Item>
    );
  }
  return (
    <Row gutter={12}>
      {(['mk', 'al'] as const).map((language) => (
        <Col key={language} xs={24} md={12}>
          <Form.Item
            label={`${field.label} (${languageName[language]})`}
            name={[...name, language]}
            extra={language === 'mk' ? field.help : undefined}
            rules={rules(language)}
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
