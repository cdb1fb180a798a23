import { describe, expect, it } from 'vitest';
import { auditRecordBodySchema, auditSummary, auditTexts, auditSummaryText } from '../src';
import { emptyTexts, placesByKey } from './text-tree';

const body = (summary: unknown) => ({
  action: 'update',
  entity: 'product',
  entityId: '4',
  summary,
  before: null,
  after: null,
});

describe('audit summaries', () => {
  it('reads a bilingual name in the locale, Macedonian where the Albanian one is empty', () => {
    const named = auditSummary('productUpdated', { name: { mk: 'Печка Корab', al: 'Soba Korab' } });
    expect(auditSummaryText(named, 'en')).toBe('Updated the product "Печка Корab"');
    expect(auditSummaryText(named, 'mk')).toBe('Изменет производот „Печка Корab“');
    expect(auditSummaryText(named, 'al')).toBe('U ndryshua produkti „Soba Korab“');
    const mkOnly = auditSummary('productUpdated', { name: { mk: 'Печка', al: ' ' } });
    expect(auditSummaryText(mkOnly, 'al')).toBe('U ndryshua produkti „Печка“');
  });

  it('fills numbers and texts', () => {
    const imported = auditSummary('productsImported', { created: 3, updated: 0 });
    expect(auditSummaryText(imported, 'al')).toBe(
      'U importuan produkte nga CSV: 3 të krijuar, 0 të ndryshuar',
    );
  });

  it('names a role by its code unless the reader names it', () => {
    const created = auditSummary('adminUserCreated', { username: 'besa', role: { role: 'product_manager' } });
    expect(auditSummaryText(created, 'en')).toBe('Created admin user besa (product_manager)');
    expect(
      auditSummaryText(created, 'al', (role) => (role === 'product_manager' ? 'menaxher produktesh' : role)),
    ).toBe('U krijua administratori besa (menaxher produktesh)');
  });

  it.each(['mk', 'al'] as const)('names every value of a text in %s as English does', (language) => {
    expect(placesByKey(auditTexts[language])).toEqual(placesByKey(auditTexts.en));
    expect(emptyTexts(auditTexts[language])).toEqual([]);
  });

  it('accepts a summary only as a known kind with its values', () => {
    expect(auditRecordBodySchema.safeParse(body(auditSummary('productDeleted', { name: 'x' }))).success).toBe(
      true,
    );
    expect(auditRecordBodySchema.safeParse(body('Deleted the product "x"')).success).toBe(false);
    expect(auditRecordBodySchema.safeParse(body({ key: 'productErased', values: {} })).success).toBe(false);
    expect(
      auditRecordBodySchema.safeParse(body({ key: 'adminUserCreated', values: { role: { role: 'owner' } } }))
        .success,
    ).toBe(false);
    expect(
      auditRecordBodySchema.safeParse(body({ key: 'productDeleted', values: { name: 'x'.repeat(501) } }))
        .success,
    ).toBe(false);
    expect(
      auditRecordBodySchema.safeParse(
        body({ key: 'adminUserUpdated', values: {}, parts: [{ key: 'hacked', values: {} }] }),
      ).success,
    ).toBe(false);
  });
});
