import { useState } from 'react';
import { uiMessage } from '@hiti/contracts';
import type { SiteContentItem, SiteContentMetadata } from '@hiti/contracts';
import { updateSiteContent, useInvalidateSiteContent } from '../../api/site-content';
import { useToast } from '../../app/toast';

export interface ExistingUpdate {
  key: string;
  content?: string;
  metadata?: SiteContentMetadata;
}

/**
 * The content screen's save: every item must already exist (matched by key) and is updated;
 * a missing one is not created and is reported as "Content not found".
 */
export function useUpdateExisting(items: ReadonlyMap<string, SiteContentItem>) {
  const invalidate = useInvalidateSiteContent();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const save = async (label: string, updates: readonly ExistingUpdate[]): Promise<boolean> => {
    const targets = updates.flatMap((update) => {
      const item = items.get(update.key);
      return item ? [{ update, item }] : [];
    });
    if (targets.length !== updates.length) {
      toast({
        title: uiMessage('contentNotFound'),
        description: uiMessage('contentNotFoundBody'),
        variant: 'destructive',
      });
      return false;
    }
    setSaving(true);
    try {
      await Promise.all(
        targets.map(({ update, item }) =>
          updateSiteContent(item.id, {
            ...(update.content !== undefined ? { content: update.content } : {}),
            ...(update.metadata ? { metadata: { ...item.metadata, ...update.metadata } } : {}),
          }),
        ),
      );
      await invalidate();
      toast({
        title: uiMessage('contentSaved'),
        description: uiMessage('contentSavedBody', 'en', { type: label }),
      });
      return true;
    } catch {
      toast({
        title: uiMessage('contentSaveError'),
        description: uiMessage('contentSaveErrorBody'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
