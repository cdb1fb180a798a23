import { isDeepStrictEqual } from 'node:util';
import {
  refusal,
  type BilingualSiteContentItem,
  type ContentDraft,
  type FieldIssue,
  type SiteContentSaveItem,
} from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import { draftIssues, sanitizedDraft } from './item-rules';

/** An item a save changes: its stored form, and the draft that replaces it. */
interface PlannedUpdate {
  before: BilingualSiteContentItem;
  draft: ContentDraft;
}

/** What a save writes: the items it creates and those it changes; items equal to the stored ones are left. */
export interface SavePlan {
  creates: ContentDraft[];
  updates: PlannedUpdate[];
}

/** Whether a draft reads as the stored item (a value left out and an undefined one are the same). */
function storedAlready(draft: ContentDraft, stored: BilingualSiteContentItem): boolean {
  const fields = ({ type, contentType, content, metadata }: ContentDraft | BilingualSiteContentItem) =>
    JSON.parse(JSON.stringify({ type, contentType, content, metadata })) as unknown;
  return isDeepStrictEqual(fields(draft), fields(stored));
}

/**
 * The writes of an editor's save, every item checked first: an item with an issue refuses the whole save
 * (400, each issue at `items.<index>.<field>`), so nothing is written. An item keeps the stored
 * `contentType` and `metadata` it does not give; a stored item of another type is not the editor's.
 */
export function planSave(
  items: readonly SiteContentSaveItem[],
  stored: ReadonlyMap<string, BilingualSiteContentItem>,
): SavePlan {
  const plan: SavePlan = { creates: [], updates: [] };
  const issues: FieldIssue[] = [];
  items.forEach((item, index) => {
    const before = stored.get(item.key);
    const at = (issue: FieldIssue) => ({ ...issue, path: `items.${index}.${issue.path}` });
    if (before && before.type !== item.type) {
      issues.push(at({ path: 'type', ...refusal('contentKeyTypeMismatch') }));
      return;
    }
    const draft: ContentDraft = {
      type: item.type,
      key: item.key,
      content: item.content,
      contentType: item.contentType ?? before?.contentType ?? 'text',
      metadata: item.metadata ?? before?.metadata ?? {},
    };
    const itemIssues = draftIssues(draft);
    if (itemIssues.length > 0) {
      issues.push(...itemIssues.map(at));
      return;
    }
    const prepared = sanitizedDraft(draft);
    if (!before) plan.creates.push(prepared);
    else if (!storedAlready(prepared, before)) plan.updates.push({ before, draft: prepared });
  });
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { details: issues });
  return plan;
}
