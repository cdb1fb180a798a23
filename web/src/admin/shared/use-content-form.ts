import { useMemo, useState } from 'react';
import type { ContentType, SiteContentItem } from '@hiti/contracts';
import { useInvalidateSiteContent, useSiteContent } from '../../api/site-content';
import { byKey } from '../../lib/site-content';
import { saveContentEntries } from './content-save';
import type { ContentEntry } from './content-save';

export interface ContentField {
  key: string;
  label: string;
  /** The stored `content` (the Albanian text of bilingual fields). */
  defaultValue: string;
  /** Present for texts shown in both languages: the Macedonian text kept in `metadata.content_mk`. */
  defaultValueMk?: string;
  multiline?: boolean;
}

/** The form value name of a field's Macedonian text. */
export const mkName = (key: string) => `${key}.mk`;

function storedValues(field: ContentField, item: SiteContentItem | undefined): [string, string][] {
  const values: [string, string][] = [[field.key, item?.content ?? field.defaultValue]];
  if (field.defaultValueMk !== undefined) {
    const stored = item?.metadata.content_mk;
    values.push([mkName(field.key), typeof stored === 'string' ? stored : field.defaultValueMk]);
  }
  return values;
}

/** The entry saved for a field: its content, and for bilingual fields the Macedonian text in the metadata. */
function entryOf(
  field: ContentField,
  values: Record<string, string>,
  item: SiteContentItem | undefined,
): ContentEntry {
  const content = values[field.key] ?? '';
  if (field.defaultValueMk === undefined) return { key: field.key, content };
  return {
    key: field.key,
    content,
    metadata: { ...item?.metadata, content_mk: values[mkName(field.key)] ?? '' },
  };
}

/**
 * The texts of one content type as form values: the admin's edits over the stored texts, over the
 * built-in defaults. Saving writes every field in parallel (update by id, or create).
 */
export function useContentForm(type: ContentType, fields: readonly ContentField[]) {
  const query = useSiteContent(type);
  const items = useMemo(() => byKey(query.data), [query.data]);
  const invalidate = useInvalidateSiteContent();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const values = useMemo(
    () => ({
      ...Object.fromEntries(fields.flatMap((field) => storedValues(field, items.get(field.key)))),
      ...edits,
    }),
    [fields, items, edits],
  );

  const set = (name: string, value: string) => setEdits((current) => ({ ...current, [name]: value }));

  /** Saves the given fields (all by default) in parallel; answers the keys that failed. */
  const saveFields = async (toSave: readonly ContentField[] = fields): Promise<string[]> => {
    setSaving(true);
    try {
      const results = await Promise.allSettled(
        toSave.map((field) =>
          saveContentEntries(type, [entryOf(field, values, items.get(field.key))], items),
        ),
      );
      const failed = toSave
        .filter((_field, index) => results[index]?.status === 'rejected')
        .map((field) => field.key);
      await invalidate();
      setEdits((current) =>
        Object.fromEntries(
          Object.entries(current).filter(([name]) => failed.some((key) => name.startsWith(key))),
        ),
      );
      return failed;
    } finally {
      setSaving(false);
    }
  };

  /** Saves like `saveFields`, rejecting when any field failed. */
  const save = async (toSave?: readonly ContentField[]): Promise<void> => {
    const failed = await saveFields(toSave);
    if (failed.length > 0) throw new Error(`Failed to save ${failed.join(', ')}`);
  };

  return { query, items, values, set, save, saveFields, saving };
}
