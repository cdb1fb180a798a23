import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { LANGUAGE_NEUTRAL_CONTENT_KEYS, defaultContent } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText, ContentType } from '@hiti/contracts';
import { useBilingualSiteContent, type ContentEntry } from '../../api/site-content';
import { useSaveContentWithToast, type SaveToasts } from './use-save-content-with-toast';
import type { CheckedSchema } from './zod-form';

export interface ContentField {
  key: string;
  label: string;
  multiline?: boolean;
  /** Help shown under the field (where the text appears, what it is used for). */
  help?: ReactNode;
  /** The contracts rule of the field's value, if it has one. */
  schema?: CheckedSchema;
}

/** A content form's values: each field's text in both languages, under the field's key. */
export type ContentValues = Record<string, BilingualText>;

/** Whether a field holds one value for both languages (a link, a path, a phone number). */
export const isNeutral = (field: ContentField) => LANGUAGE_NEUTRAL_CONTENT_KEYS.has(field.key);

const EMPTY: BilingualText = { mk: '', al: '' };

/** The items of a content read by key. */
export function contentItems(items: readonly BilingualSiteContentItem[] | undefined) {
  return new Map((items ?? []).map((item) => [item.key, item]));
}

/**
 * The texts of one content type as form values: the stored texts, else the default texts of a fresh
 * install. Saving writes the fields through the one content mutation and reports with a toast.
 */
export function useContentForm(type: ContentType, fields: readonly ContentField[]) {
  const query = useBilingualSiteContent(type);
  const items = useMemo(() => contentItems(query.data), [query.data]);
  const { save: saveEntries, saving } = useSaveContentWithToast();

  const initialValues = useMemo<ContentValues>(
    () =>
      Object.fromEntries(
        fields.map((field) => [
          field.key,
          items.get(field.key)?.content ?? defaultContent(field.key)?.content ?? EMPTY,
        ]),
      ),
    [fields, items],
  );

  const entryOf = (field: ContentField, values: ContentValues): ContentEntry => {
    const text = { ...EMPTY, ...values[field.key] };
    return {
      type,
      key: field.key,
      content: isNeutral(field) ? { mk: text.mk, al: '' } : text,
      ...(items.has(field.key) ? {} : { contentType: defaultContent(field.key)?.contentType ?? 'text' }),
    };
  };

  /** Saves every field at once and reports it with one toast. */
  const save = (values: ContentValues, toasts: SaveToasts) =>
    saveEntries(
      fields.map((field) => entryOf(field, values)),
      toasts,
    );

  return { query, items, initialValues, save, saving };
}
