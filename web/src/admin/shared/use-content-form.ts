import { useMemo, useState } from 'react';
import type { ContentType } from '@hiti/contracts';
import { useInvalidateSiteContent, useSiteContent } from '../../api/site-content';
import { byKey } from '../../lib/site-content';
import { saveContentEntries } from './content-save';
import type { ContentEntry } from './content-save';

export interface ContentField {
  key: string;
  label: string;
  defaultValue: string;
  multiline?: boolean;
}

/**
 * The texts of one content type as form values: the admin's edits over the stored texts, over the
 * built-in defaults. `save` writes every field in parallel (update by id, or create).
 */
export function useContentForm(type: ContentType, fields: readonly ContentField[]) {
  const query = useSiteContent(type);
  const items = useMemo(() => byKey(query.data), [query.data]);
  const invalidate = useInvalidateSiteContent();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const values = useMemo(() => {
    const stored = Object.fromEntries(
      fields.map((field) => [field.key, items.get(field.key)?.content ?? field.defaultValue]),
    );
    return { ...stored, ...edits };
  }, [fields, items, edits]);

  const set = (key: string, value: string) => setEdits((current) => ({ ...current, [key]: value }));

  /** Saves the entries in parallel (all fields by default); answers the keys that failed. */
  const saveSettled = async (entries?: readonly ContentEntry[]): Promise<string[]> => {
    const toSave = entries ?? fields.map((field) => ({ key: field.key, content: values[field.key] ?? '' }));
    setSaving(true);
    try {
      const results = await Promise.allSettled(
        toSave.map((entry) => saveContentEntries(type, [entry], items)),
      );
      const failed = toSave
        .filter((_entry, index) => results[index]?.status === 'rejected')
        .map((entry) => entry.key);
      await invalidate();
      setEdits((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => failed.includes(key))),
      );
      return failed;
    } finally {
      setSaving(false);
    }
  };

  /** Saves like `saveSettled`, rejecting when any entry failed. */
  const save = async (entries?: readonly ContentEntry[]): Promise<void> => {
    const failed = await saveSettled(entries);
    if (failed.length > 0) throw new Error(`Failed to save ${failed.join(', ')}`);
  };

  return { query, items, values, set, save, saveSettled, saving };
}
