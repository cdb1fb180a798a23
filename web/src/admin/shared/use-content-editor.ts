import { hashKey } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { LANGUAGE_NEUTRAL_CONTENT_KEYS, defaultContent } from '@hiti/contracts';
import type { BilingualSiteContentItem, BilingualText, ContentType, FieldIssue } from '@hiti/contracts';
import { ApiError } from '../../api/client';
import { useBilingualSiteContent, useSaveContent, type ContentEntry } from '../../api/site-content';
import { useToast, type ToastInput } from '../../app/toast';
import { useAdminValidation } from '../i18n/use-admin-language';
import type { CheckedSchema, FieldPath } from './zod-form';

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

type ToastText = Omit<ToastInput, 'variant'>;

/** What a save reports: its success toast, and its failure toast (given the error, when it depends on it). */
export interface SaveToasts {
  saved: ToastText;
  failed: ToastText | ((error: unknown) => ToastText);
}

/** Where a save shows the server's refusals: under the form's fields. */
export interface RefusalTarget {
  form: FormInstance;
  /** The form field of an entry's refused part (`content.mk`, `metadata.imageUrl`), if the form has one. */
  fieldOf: (key: string, path: string) => FieldPath | undefined;
}

/** Whether a field holds one value for both languages (a link, a path, a phone number). */
export const isNeutral = (field: ContentField) => LANGUAGE_NEUTRAL_CONTENT_KEYS.has(field.key);

const EMPTY: BilingualText = { mk: '', al: '' };

/** The items of a content read by key. */
function contentItems(items: readonly BilingualSiteContentItem[] | undefined) {
  return new Map((items ?? []).map((item) => [item.key, item]));
}

/** Compares values whatever the order of their keys (react-query's stable hash of a value). */
const same = (a: unknown, b: unknown) => hashKey([a]) === hashKey([b]);

/** Whether saving the entry would change its loaded item (a missing item is always written). */
function changes(entry: ContentEntry, item: BilingualSiteContentItem | undefined): boolean {
  if (!item) return true;
  return (
    !same(entry.content, item.content) ||
    (entry.contentType !== undefined && entry.contentType !== item.contentType) ||
    (entry.metadata !== undefined && !same(entry.metadata, item.metadata))
  );
}

/** In a form of content fields, a refusal goes under the field's input of its language. */
function fieldOfContentValues(fields: readonly ContentField[]) {
  return (key: string, path: string): FieldPath | undefined => {
    const field = fields.find((candidate) => candidate.key === key);
    if (!field) return undefined;
    const language = path === 'content.al' && !isNeutral(field) ? 'al' : 'mk';
    return [key, language];
  };
}

/** The refusals of a save under the fields they name (`items.<index>.<path>`, index in the sent entries). */
function showRefusals(
  issues: readonly FieldIssue[],
  sent: readonly ContentEntry[],
  target: RefusalTarget,
  translate: (message: string) => string,
) {
  const byField = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const issue of issues) {
    const [, index, ...rest] = issue.path.split('.');
    const entry = sent[Number(index)];
    const name = entry ? target.fieldOf(entry.key, rest.join('.')) : undefined;
    if (!name) continue;
    const id = String(name);
    byField.set(id, {
      name,
      errors: [...(byField.get(id)?.errors ?? []), translate(issue.key ?? issue.message)],
    });
  }
  target.form.setFields([...byField.values()].map(({ name, errors }) => ({ name: [name].flat(), errors })));
}

/**
 * The one way a content editor reads and saves its items. `save` sends only the entries that differ from
 * the loaded items, in one request (written all or none), then shows one toast; refusals of the server
 * go under the fields of the form when one is given. It answers whether the save succeeded. For a form of
 * `fields`, `initialValues` are the stored texts (else the defaults of a fresh install) and `saveValues`
 * saves the form's values.
 */
export function useContentEditor(type: ContentType, fields: readonly ContentField[] = []) {
  const query = useBilingualSiteContent(type);
  const items = useMemo(() => contentItems(query.data), [query.data]);
  const mutation = useSaveContent();
  const toast = useToast();
  const translate = useAdminValidation();

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

  const save = async (
    entries: readonly ContentEntry[],
    toasts: SaveToasts,
    refusals?: RefusalTarget,
  ): Promise<boolean> => {
    const changed = entries.filter((entry) => changes(entry, items.get(entry.key)));
    try {
      if (changed.length > 0) await mutation.mutateAsync(changed);
    } catch (error) {
      if (refusals && error instanceof ApiError && error.details) {
        showRefusals(error.details, changed, refusals, translate);
      }
      const failed = typeof toasts.failed === 'function' ? toasts.failed(error) : toasts.failed;
      toast({ ...failed, variant: 'destructive' });
      return false;
    }
    toast(toasts.saved);
    return true;
  };

  const entryOf = (field: ContentField, values: ContentValues): ContentEntry => {
    const text = { ...EMPTY, ...values[field.key] };
    return {
      type,
      key: field.key,
      content: isNeutral(field) ? { mk: text.mk, al: '' } : text,
      ...(items.has(field.key) ? {} : { contentType: defaultContent(field.key)?.contentType ?? 'text' }),
    };
  };

  /** Saves a form of `fields`: its changed texts at once, refusals under their inputs. */
  const saveValues = (values: ContentValues, toasts: SaveToasts, form: FormInstance) =>
    save(
      fields.map((field) => entryOf(field, values)),
      toasts,
      { form, fieldOf: fieldOfContentValues(fields) },
    );

  return { query, items, initialValues, save, saveValues, saving: mutation.isPending };
}
