import { Col, Form, Input, Row } from 'antd';
import type { FormRule } from 'antd';
import { LANGUAGES } from '@hiti/contracts';
import type { Language } from '@hiti/contracts';
import { useAdminTexts } from '../i18n/use-admin-language';
import type { FieldPath } from '../shared/zod-form';

type TextField = 'name' | 'description';
export type CategoryFieldName = 'imageUrl' | 'specificationKeys' | [TextField, Language];

/**
 * The form field a server issue names (`name.mk`, `imageUrl`; a whole text, `name`, is shown under its
 * required Macedonian input), or undefined when it names none.
 */
export function categoryFieldOf(path: string): CategoryFieldName | undefined {
  const [field, language, ...rest] = path.split('.');
  if (rest.length > 0) return undefined;
  if (field === 'imageUrl') return language === undefined ? field : undefined;
  // an issue of one chosen specification (`specificationKeys.2`) goes under the whole choice
  if (field === 'specificationKeys') return field;
  if (field !== 'name' && field !== 'description') return undefined;
  if (language === undefined) return [field, 'mk'];
  return language === 'mk' || language === 'al' ? [field, language] : undefined;
}

/**
 * A text of the category, one input per language side by side (MK, then AL), each checked as typed; the
 * Macedonian one is marked required (an empty Albanian text reads the Macedonian one).
 */
export function CategoryTextItems({
  field,
  label,
  multiline = false,
  rulesOf,
}: {
  field: TextField;
  label: string;
  multiline?: boolean;
  rulesOf: (field: FieldPath) => FormRule[];
}) {
  const shared = useAdminTexts('contentShared');
  const languageName = { mk: shared('macedonian'), al: shared('albanian') };
  return (
    <Row gutter={12}>
      {LANGUAGES.map((language) => (
        <Col key={language} xs={24} md={12}>
          <Form.Item
            label={`${label} (${languageName[language]})`}
            name={[field, language]}
            required={language === 'mk'}
            rules={rulesOf([field, language])}
          >
            {multiline ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} /> : <Input />}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}
