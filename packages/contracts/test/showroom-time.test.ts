import { describe, expect, it } from 'vitest';
import {
  isPromoActive,
  promoDateInstant,
  productCreateSchema,
  showroomDay,
  showroomDayEdge,
  validationMessages,
  validationText,
} from '../src';

describe('showroom days', () => {
  it('starts and ends a day at midnight in Skopje, winter and summer time alike', () => {
    expect(showroomDayEdge('2026-12-31', 'start')?.toISOString()).toBe('2026-12-30T23:00:00.000Z');
    expect(showroomDayEdge('2026-12-31', 'end')?.toISOString()).toBe('2026-12-31T22:59:59.999Z');
    expect(showroomDayEdge('2026-07-15', 'start')?.toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(showroomDayEdge('2026-07-15', 'end')?.toISOString()).toBe('2026-07-15T21:59:59.999Z');
  });

  it('gives the days the clocks change their own offsets at each edge', () => {
    // summer time begins at 02:00 on 29 March 2026 and ends at 03:00 on 25 October 2026
    expect(showroomDayEdge('2026-03-29', 'start')?.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(showroomDayEdge('2026-03-29', 'end')?.toISOString()).toBe('2026-03-29T21:59:59.999Z');
    expect(showroomDayEdge('2026-10-25', 'start')?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(showroomDayEdge('2026-10-25', 'end')?.toISOString()).toBe('2026-10-25T22:59:59.999Z');
  });

  it('names the day an instant falls on in Skopje', () => {
    expect(showroomDay('2026-12-30T23:00:00.000Z')).toBe('2026-12-31');
    expect(showroomDay('2026-12-31T22:59:59.999Z')).toBe('2026-12-31');
    expect(showroomDay('2026-12-31T23:00:00.000Z')).toBe('2027-01-01');
    expect(showroomDay(new Date('2026-07-14T21:59:59.999Z'))).toBe('2026-07-14');
  });

  it('keeps a day of the years 0 to 99 in its own year (a mistyped 0026 is not moved to 1926)', () => {
    for (const day of ['0026-12-31', '0099-02-28', '0001-01-01']) {
      const start = showroomDayEdge(day, 'start');
      const end = showroomDayEdge(day, 'end');
      expect(start && showroomDay(start)).toBe(day);
      expect(end && showroomDay(end)).toBe(day);
      expect(end && start && end.getTime() - start.getTime()).toBe(24 * 3600_000 - 1);
    }
  });

  it('is no day edge for text that is not a calendar day', () => {
    expect(showroomDayEdge('2026-12-31T10:00:00Z', 'start')).toBeNull();
    expect(showroomDayEdge('31.12.2026', 'end')).toBeNull();
  });
});

describe('promotion dates', () => {
  it('reads a bare end day as running to the end of that day in Skopje, a date-time as its instant', () => {
    expect(promoDateInstant('2026-12-31', 'end').toISOString()).toBe('2026-12-31T22:59:59.999Z');
    expect(promoDateInstant('2026-12-31', 'start').toISOString()).toBe('2026-12-30T23:00:00.000Z');
    expect(promoDateInstant('2026-12-31T10:00:00+01:00', 'end').toISOString()).toBe(
      '2026-12-31T09:00:00.000Z',
    );
  });

  it('runs a promotion given as bare days from Skopje midnight to Skopje midnight', () => {
    const promotion = { promoPrice: 80, promoStartDate: '2026-12-01', promoEndDate: '2026-12-31' };
    expect(isPromoActive(promotion, new Date('2026-11-30T22:59:59.999Z'))).toBe(false);
    expect(isPromoActive(promotion, new Date('2026-11-30T23:00:00.000Z'))).toBe(true);
    expect(isPromoActive(promotion, new Date('2026-12-31T22:59:59.999Z'))).toBe(true);
    expect(isPromoActive(promotion, new Date('2026-12-31T23:00:00.000Z'))).toBe(false);
  });

  it('accepts a bare end day that is the day a timed start falls on', () => {
    const body = {
      name: { mk: 'Камин' },
      description: { mk: 'Камин' },
      category: 1,
      imageUrl: 'https://example.com/a.jpg',
      fullPrice: 900,
      promoPrice: 700,
      onPromo: true,
      promoStartDate: '2026-12-31T09:00:00+01:00',
    };
    expect(productCreateSchema.safeParse({ ...body, promoEndDate: '2026-12-31' }).success).toBe(true);
    const before = productCreateSchema.safeParse({ ...body, promoEndDate: '2026-12-30' });
    expect(before.error?.issues.map((issue) => validationText(issue.message))).toEqual([
      validationMessages.promoDatesOrder,
    ]);
  });
});
