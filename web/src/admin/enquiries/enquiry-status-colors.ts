import type { EnquiryStatus } from '@hiti/contracts';

/** The colour of each enquiry status's tag. */
export const STATUS_COLORS: Record<EnquiryStatus, string> = {
  new: 'blue',
  in_progress: 'gold',
  answered: 'green',
  closed: 'default',
};
