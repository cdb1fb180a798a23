import { describe, expect, it } from 'vitest';
import { promotionIssues, validationKeys } from '@hiti/contracts';
import { promoInstant, promotionIssuesAfter, toStoredFields } from './product-fields';

describe('promoInstant', () => {
  it('keeps a date-time as the instant it names', () => {
    expect(promoInstant('2025-03-01T10:30:00+02:00', 'start')?.toISOString()).toBe(
      '2025-03-01T08:30:00.000Z',
    );
  });

  it('stretches a bare date over the whole of that day in Skopje', () => {
    expect(promoInstant('2025-03-01', 'start')?.toISOString()).toBe('2025-02-28T23:00:00.000Z');
    expect(promoInstant('2025-03-31', 'end')?.toISOString()).toBe('2025-03-31T21:59:59.999Z');
    expect(promoInstant('2026-12-31', 'end')?.toISOString()).toBe('2026-12-31T22:59:59.999Z');
  });

  it('keeps a missing date missing', () => {
    expect(promoInstant(null, 'end')).toBeNull();
  });
});

describe('toStoredFields', () => {
  it('converts only the fields that are present', () => {
    expect(toStoredFields({ name: { mk: 'Камин', al: 'Kamin' }, promoEndDate: '2025-03-31' })).toEqual({
      name: { mk: 'Камин', al: 'Kamin' },
      promoEndDate: new Date('2025-03-31T21:59:59.999Z'),
    });
    expect(toStoredFields({ promoStartDate: null })).toEqual({ promoStartDate: null });
  });
});

describe('promotionIssuesAfter', () => {
  const running = {
    onPromo: true,
    fullPrice: 100,
    promoPrice: 80,
    promoStartDate: new Date('2025-03-01T00:00:00.000Z'),
    promoEndDate: new Date('2025-03-31T23:59:59.999Z'),
  };

  it('accepts an end at the start and a whole promotion below the full price', () => {
    expect(promotionIssuesAfter({}, running)).toEqual([]);
    expect(promotionIssuesAfter(running, { promoEndDate: running.promoStartDate })).toEqual([]);
  });

  it('checks the product the write leaves behind, not the write alone', () => {
    expect(promotionIssuesAfter(running, { fullPrice: 70 })).toEqual([
      { path: 'promoPrice', message: validationKeys.promoPriceBelowFull },
    ]);
    expect(promotionIssuesAfter(running, { promoEndDate: new Date('2025-02-28T23:59:59.999Z') })).toEqual([
      { path: 'promoEndDate', message: validationKeys.promoDatesOrder },
    ]);
    expect(promotionIssuesAfter({ fullPrice: 100 }, { onPromo: true, promoPrice: 90 })).toEqual([
      { path: 'promoStartDate', message: validationKeys.promoStartRequired },
      { path: 'promoEndDate', message: validationKeys.promoEndRequired },
    ]);
  });

  it('leaves a write that changes no promotion field alone', () => {
    const unfinished = {
      onPromo: true,
      fullPrice: 100,
      promoPrice: 120,
      promoStartDate: null,
      promoEndDate: null,
    };
    expect(promotionIssuesAfter(unfinished, {})).toEqual([]);
    expect(promotionIssues(unfinished)).not.toEqual([]);
  });
});
