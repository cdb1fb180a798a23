import { describe, expect, it } from 'vitest';
import { openState, weekdayOf, type Store } from '../src';

const day = (opens: string, closes: string) => [{ opens, closes }];
/** Weekdays with a lunch break, a short Saturday, Sunday late morning only; New Year closed, its eve short. */
const store: Pick<Store, 'hours' | 'exceptions'> = {
  hours: {
    monday: [...day('08:00', '12:00'), ...day('13:00', '18:00')],
    tuesday: [...day('08:00', '12:00'), ...day('13:00', '18:00')],
    wednesday: [...day('08:00', '12:00'), ...day('13:00', '18:00')],
    thursday: [...day('08:00', '12:00'), ...day('13:00', '18:00')],
    friday: [...day('08:00', '12:00'), ...day('13:00', '18:00')],
    saturday: day('09:00', '14:00'),
    sunday: day('10:00', '12:00'),
  },
  exceptions: [
    { date: '2026-12-31', hours: day('09:00', '11:00') },
    { date: '2027-01-01', hours: [] },
  ],
};

/** An instant given as the showroom's wall clock with its UTC offset. */
const at = (local: string) => new Date(local);

describe('open now, on the showroom clock', () => {
  it('names weekdays Monday first', () => {
    expect(['2026-06-01', '2026-06-06', '2026-06-07'].map(weekdayOf)).toEqual([
      'monday',
      'saturday',
      'sunday',
    ]);
  });

  it('follows a week: open in a range, closed at lunch and at night, the next opening named', () => {
    // Monday 1 June 2026 (summer time, UTC+2)
    expect(openState(store, at('2026-06-01T07:59:00+02:00'))).toEqual({
      open: false,
      next: { day: '2026-06-01', inDays: 0, time: '08:00' },
    });
    expect(openState(store, at('2026-06-01T08:00:00+02:00'))).toEqual({ open: true, closesAt: '12:00' });
    expect(openState(store, at('2026-06-01T12:30:00+02:00'))).toEqual({
      open: false,
      next: { day: '2026-06-01', inDays: 0, time: '13:00' },
    });
    expect(openState(store, at('2026-06-01T17:59:00+02:00'))).toEqual({ open: true, closesAt: '18:00' });
    expect(openState(store, at('2026-06-01T18:00:00+02:00'))).toEqual({
      open: false,
      next: { day: '2026-06-02', inDays: 1, time: '08:00' },
    });
    // Saturday afternoon: Sunday's late morning is next
    expect(openState(store, at('2026-06-06T15:00:00+02:00'))).toEqual({
      open: false,
      next: { day: '2026-06-07', inDays: 1, time: '10:00' },
    });
    expect(openState(store, at('2026-06-07T11:00:00+02:00'))).toEqual({ open: true, closesAt: '12:00' });
  });

  it('keeps a holiday closed and a short day short', () => {
    expect(openState(store, at('2026-12-31T10:30:00+01:00'))).toEqual({ open: true, closesAt: '11:00' });
    expect(openState(store, at('2026-12-31T12:00:00+01:00'))).toEqual({
      open: false,
      // 1 January is closed (a Friday), Saturday the 2nd opens at nine
      next: { day: '2027-01-02', inDays: 2, time: '09:00' },
    });
    expect(openState(store, at('2027-01-01T10:00:00+01:00')).open).toBe(false);
  });

  it('reads the wall clock across the change to summer time (last Sunday of March)', () => {
    // 08:30 UTC is 09:30 a week before the change, 10:30 on the day of it
    expect(openState(store, new Date('2026-03-22T08:30:00Z'))).toEqual({
      open: false,
      next: { day: '2026-03-22', inDays: 0, time: '10:00' },
    });
    expect(openState(store, new Date('2026-03-29T08:30:00Z'))).toEqual({ open: true, closesAt: '12:00' });
  });

  it('reads the wall clock across the change back to winter time (last Sunday of October)', () => {
    // 08:30 UTC is 10:30 a week before the change, 09:30 on the day of it
    expect(openState(store, new Date('2026-10-18T08:30:00Z'))).toEqual({ open: true, closesAt: '12:00' });
    expect(openState(store, new Date('2026-10-25T08:30:00Z'))).toEqual({
      open: false,
      next: { day: '2026-10-25', inDays: 0, time: '10:00' },
    });
  });

  it('names no next opening for a store closed for longer than a fortnight', () => {
    const closed = {
      hours: {
        ...store.hours,
        monday: [],
        tuesday: [],
        wednesday: [],
        thursday: [],
        friday: [],
        saturday: [],
        sunday: [],
      },
      exceptions: [],
    };
    expect(openState(closed, new Date('2026-06-01T10:00:00Z'))).toEqual({ open: false, next: null });
  });
});
