import { useMemo, useState } from 'react';
import { LANGUAGE_NEUTRAL_CONTENT_KEYS, LANGUAGES, defaultContent } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText, ContentType, Language } from '@hiti/contracts';
import { useBilingualSiteContent, useSaveContent, type ContentEntry } from '../../api/site-content';

export interface ContentField {
  key: string;
  label: string;
  multiline?: boolean;
}

/** The form value name of a field's text in a language. */
export const valueName = (key: string, language: Language) => `${key}.${language}`;

/** Whether a field holds one value for both languages (a link, a path, a phone number). */
export const isNeutral = (field: ContentField) => LANGUAGE_NEUTRAL_CONTENT_KEYS.has(field.key);

function storedText(field: ContentField, item: BilingualSiteContentItem | undefined): BilingualText {
  return item?.content ?? defaultContent(field.key)?.content ?? { mk: '', al: '' };
}

/** The texts of a content item by key: the stored ones, else the default texts of a fresh install. */
export function contentItems(items: readonly BilingualSiteContentItem[] | undefined) {
  return new Map((items ?? []).map((item) => [item.key, item]));
}

/**
 * The texts of one content type as form values (`<key>.mk`, `<key>.al`): the admin's edits over the
 * stored texts, over the default texts. Saving writes every field through the one content mutation.
 */
export function useContentForm(type: ContentType, fields: readonly ContentField[]) {
  const query = useBilingualSiteContent(type);
  const items = useMemo(() => contentItems(query.data), [query.data]);
  const mutation = useSaveContent();
  const [edits, setEdits] = useState<Record<string, string>>({});

  const values = useMemo(() => {
    const stored: Record<string, string> = {};
    for (const field of fields) {
      const text = storedText(field, items.get(field.key));
      for (const language of LANGUAGES) stored[valueName(field.key, language)] = text[language];
    }
    return { ...stored, ...edits };
  }, [fields, items, edits]);

  const set = (name: string, value: string) => setEdits((current) => ({ ...current, [name]: value }));

  const entryOf = (field: ContentField): ContentEntry => {
    const item = items.get(field.key);
    const mk = values[valueName(field.key, 'mk')] ?? '';
    return {
      type,
      key: field.key,
      content: isNeutral(field) ? { mk, al: '' } : { mk, al: values[valueName(field.key, 'al')] ?? '' },
      ...(item ? {} : { contentType: defaultContent(field.key)?.contentType ?? 'text' }),
    };
  };

  /** Saves the given fields (all by default) at once; rejects when any of them failed. */
  const save = async (toSave: readonly ContentField[] = fields): Promise<void> => {
    await mutation.mutateAsync(toSave.map(entryOf));
    setEdits({});
  };

  return { query, items, values, set, save, saving: mutation.isPending };
}
