import {
  EMAIL_CONTENT_KEYS,
  MESSAGING_NUMBER_KEYS,
  messagingNumberSchema,
  contactRecipientSchema,
  contentTypeOfKey,
  refusal,
  type ContentDraft,
  type FieldIssue,
} from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { storedContent } from './sanitize';
import { unsafeUrlFields } from './urls';

export type { ContentDraft };

/**
 * The issues of a draft. A known key must carry the type it belongs to, or the pages that read that
 * type would never find it. Keys that are not known are accepted: the generic content form lets staff
 * add items under their own keys, nothing reads them by accident, and the hero limit still counts them.
 */
export function draftIssues(draft: ContentDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const typeOfKey = contentTypeOfKey(draft.key);
  if (typeOfKey !== undefined && typeOfKey !== draft.type) {
    issues.push({ path: 'type', ...refusal('contentKeyTypeMismatch') });
  }
  if (EMAIL_CONTENT_KEYS.has(draft.key) && !contactRecipientSchema.safeParse(draft.content.mk).success) {
    issues.push({ path: 'content.mk', ...refusal('contactRecipientInvalid') });
  }
  if (MESSAGING_NUMBER_KEYS.has(draft.key) && !messagingNumberSchema.safeParse(draft.content.mk).success) {
    issues.push({ path: 'content.mk', ...refusal('messagingNumberInvalid') });
  }
  for (const path of unsafeUrlFields(draft)) {
    issues.push({ path, ...refusal('contentUrlInvalid') });
  }
  return issues;
}

/** The draft with its texts as they are stored (HTML sanitized); check it with `draftIssues` first. */
export function sanitizedDraft(draft: ContentDraft): ContentDraft {
  const stored = (text: string) => storedContent(draft.type, draft.contentType, text);
  return { ...draft, content: { mk: stored(draft.content.mk), al: stored(draft.content.al) } };
}

/** The draft as it is stored: checked, and its HTML sanitized; a draft with issues is a 400. */
export function prepareDraft(draft: ContentDraft): ContentDraft {
  const issues = draftIssues(draft);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { details: issues });
  return sanitizedDraft(draft);
}
