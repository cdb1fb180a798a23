import { WEEKDAYS, type Weekday } from '../common/weekdays';
import type { OpeningRange } from '../public/store-hours';
import type { Store } from '../public/store';
import { showroomWallTime } from './showroom-time';

type StoreHours = Pick<Store, 'hours' | 'exceptions'>;

/** How far ahead the next opening is looked for (a closed fortnight is left without one). */
const LOOKAHEAD_DAYS = 14;

/** The weekday of a calendar day `YYYY-MM-DD`. */
export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'monday';
}

function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The ranges a store is open on a calendar day: the day's exception if it has one, else its weekday's. */
export function hoursOn(store: StoreHours, day: string): readonly OpeningRange[] {
  const exception = store.exceptions.find((entry) => entry.date === day);
  return exception ? exception.hours : store.hours[weekdayOf(day)];
}

/** When a closed store opens next: the day (`YYYY-MM-DD`) and time on the showroom's clock. */
export interface NextOpening {
  day: string;
  /** 0 today, 1 tomorrow, … */
  inDays: number;
  time: string;
}

export type OpenState = { open: true; closesAt: string } | { open: false; next: NextOpening | null };

/**
 * Whether a store is open at `now`, on the showroom's clock (Europe/Skopje, summer time included), and when
 * it closes, or when it opens next.
 */
export function openState(store: StoreHours, now: Date): OpenState {
  const { day, time } = showroomWallTime(now);
  const today = hoursOn(store, day);
  const current = today.find((range) => range.opens <= time && time < range.closes);
  if (current) return { open: true, closesAt: current.closes };
  const later = today.find((range) => range.opens > time);
  if (later) return { open: false, next: { day, inDays: 0, time: later.opens } };
  for (let inDays = 1; inDays <= LOOKAHEAD_DAYS; inDays += 1) {
    const next = addDays(day, inDays);
    const first = hoursOn(store, next)[0];
    if (first) return { open: false, next: { day: next, inDays, time: first.opens } };
  }
  return { open: false, next: null };
}
