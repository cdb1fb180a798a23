import { showroomDayEdge, type EnquiryFilter } from '@hiti/contracts';
import { literally } from './regex';

/** The fields a search looks in. */
const SEARCHED = ['name', 'email', 'subject', 'message'] as const;

/**
 * The store filter of the enquiry list: every filter given, combined. A status of `new` also matches the
 * messages stored before the inbox had statuses; the days are whole days in the showroom's time; a search
 * matches each of its words (in any order, any case) in the name, e-mail address, subject or message.
 */
export function enquiryFilter(filter: Partial<EnquiryFilter>): Record<string, unknown> {
  const conditions: Record<string, unknown>[] = [];
  if (filter.status === 'new') conditions.push({ status: { $in: ['new', null] } });
  else if (filter.status) conditions.push({ status: filter.status });
  if (filter.storeId !== undefined) conditions.push({ storeId: filter.storeId });
  if (filter.productId !== undefined) conditions.push({ 'product.id': filter.productId });
  const from = filter.from ? showroomDayEdge(filter.from, 'start') : null;
  const to = filter.to ? showroomDayEdge(filter.to, 'end') : null;
  if (from || to)
    conditions.push({ createdAt: { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) } });
  for (const word of (filter.search ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = { $regex: literally(word), $options: 'i' };
    conditions.push({ $or: SEARCHED.map((field) => ({ [field]: pattern })) });
  }
  return conditions.length === 0 ? {} : { $and: conditions };
}
