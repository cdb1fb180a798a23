/**
 * The showroom's time zone. Promotion days begin and end as they do in North Macedonia, and dates are
 * shown as the day they are there, whatever the zone of the server or of the browser.
 */
export const SHOWROOM_TIME_ZONE = 'Europe/Skopje';

/** A calendar day as `YYYY-MM-DD`. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const showroomClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOWROOM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `Date.UTC` for every year: `Date.UTC` itself reads the years 0 to 99 as 1900 to 1999. */
function utcTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second, ms));
  return date.setUTCFullYear(year, month - 1, day);
}

/** The showroom's wall clock at an instant, its fields as numbers. */
function wallClock(instant: number) {
  const parts = Object.fromEntries(
    showroomClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far the showroom's clock is ahead of UTC at an instant, in milliseconds. */
function showroomOffset(instant: number): number {
  const clock = wallClock(instant);
  const wallAsUtc = utcTime(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second);
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return wallAsUtc - wholeSecond;
}

/** `YYYY-MM-DD` of the day an instant falls on in the showroom. */
export function showroomDay(instant: Date | string): string {
  const clock = wallClock(new Date(instant).getTime());
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(clock.year, 4)}-${pad(clock.month, 2)}-${pad(clock.day, 2)}`;
}

/**
 * The first (`start`) or last (`end`) millisecond of a calendar day `YYYY-MM-DD` in the showroom's time;
 * null for text that is not such a day.
 */
export function showroomDayEdge(day: string, edge: 'start' | 'end'): Date | null {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = edge === 'start' ? utcTime(year, month, date) : utcTime(year, month, date, 23, 59, 59, 999);
  // The offset is read at the wall time taken as UTC, then once more at the instant that gives: the
  // clocks change at night, never at midnight, so the second reading is the day edge's own offset.
  const first = wall - showroomOffset(wall);
  return new Date(wall - showroomOffset(first));
}

/**
 * The instant a promotion date stands for: a date-time is the instant it names, a bare calendar day
 * covers the whole of that day in the showroom (its first millisecond as a start, its last as an end).
 */
export function promoDateInstant(value: string | Date, edge: 'start' | 'end'): Date {
  if (value instanceof Date) return value;
  return showroomDayEdge(value, edge) ?? new Date(value);
}

/** The showroom's calendar day (`YYYY-MM-DD`) and wall-clock time (`HH:MM`) at an instant. */
export function showroomWallTime(instant: Date): { day: string; time: string } {
  const clock = wallClock(instant.getTime());
  const pad = (value: number) => String(value).padStart(2, '0');
  return { day: showroomDay(instant), time: `${pad(clock.hour)}:${pad(clock.minute)}` };
}
