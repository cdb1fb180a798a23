import { z } from 'zod';

/** An ISO 8601 date-time string as produced by `Date.prototype.toISOString()` (offsets accepted). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
