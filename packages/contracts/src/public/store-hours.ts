import { z } from 'zod';
import { WEEKDAYS, type Weekday } from '../common/weekdays';
import { validationKeys } from '../texts/validation';

export { WEEKDAYS, type Weekday };

/** How many opening ranges one day may have (a lunch break makes two). */
export const MAX_RANGES_PER_DAY = 4;
/** How many dated exceptions (holidays, short days) a store keeps. */
export const MAX_HOURS_EXCEPTIONS = 60;

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/u;

/** A time of day on the showroom's clock, `HH:MM` (00:00 to 23:59). */
export const clockTimeSchema = z
  .string({ error: validationKeys.storeTimeInvalid })
  .trim()
  .regex(CLOCK_TIME, { error: validationKeys.storeTimeInvalid });

/** One stretch of a day during which a store is open. */
export const openingRangeSchema = z.strictObject({ opens: clockTimeSchema, closes: clockTimeSchema });
export type OpeningRange = z.infer<typeof openingRangeSchema>;

/**
 * A day's ranges: each closes after it opens and none overlaps another (the issue names the field of the
 * range at fault). Kept in the order of the day.
 */
export const dayRangesSchema = z
  .array(openingRangeSchema)
  .max(MAX_RANGES_PER_DAY, { error: validationKeys.storeTooManyRanges })
  .superRefine((ranges, context) => {
    // a range whose time is malformed has its own issue already
    const wellFormed = ranges
      .map((range, index) => ({ range, index }))
      .filter(({ range }) => CLOCK_TIME.test(range.opens) && CLOCK_TIME.test(range.closes));
    for (const { range, index } of wellFormed) {
      if (range.closes <= range.opens) {
        context.addIssue({
          code: 'custom',
          path: [index, 'closes'],
          message: validationKeys.storeHoursOrder,
        });
      }
    }
    const ordered = wellFormed.sort((a, b) => a.range.opens.localeCompare(b.range.opens));
    for (let at = 1; at < ordered.length; at += 1) {
      const previous = ordered[at - 1];
      const current = ordered[at];
      if (previous && current && current.range.opens < previous.range.closes) {
        context.addIssue({
          code: 'custom',
          path: [current.index, 'opens'],
          message: validationKeys.storeHoursOverlap,
        });
      }
    }
  })
  .transform((ranges) => [...ranges].sort((a, b) => a.opens.localeCompare(b.opens)));

/** A store's week: the ranges of each day (none: closed that day). */
export const weeklyHoursSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRangesSchema])) as Record<
    Weekday,
    typeof dayRangesSchema
  >,
);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A calendar day `YYYY-MM-DD` that exists. */
export const calendarDaySchema = z
  .string({ error: validationKeys.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/u, { error: validationKeys.dateInvalid })
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day, {
    error: validationKeys.dateInvalid,
  });

/** A day whose hours differ from the week's: a holiday (no ranges: closed) or a short day. */
export const hoursExceptionSchema = z.strictObject({
  date: calendarDaySchema,
  hours: dayRangesSchema,
});
export type HoursException = z.infer<typeof hoursExceptionSchema>;

/** The dated exceptions, one per day, kept in date order. */
export const hoursExceptionsSchema = z
  .array(hoursExceptionSchema)
  .max(MAX_HOURS_EXCEPTIONS, { error: validationKeys.tooLong })
  .superRefine((exceptions, context) => {
    const seen = new Set<string>();
    exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: validationKeys.storeDateRepeated,
        });
      }
      seen.add(exception.date);
    });
  })
  .transform((exceptions) => [...exceptions].sort((a, b) => a.date.localeCompare(b.date)));
