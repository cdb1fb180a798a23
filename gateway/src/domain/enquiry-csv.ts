import type { EnquirySummary } from '@hiti/contracts';
import { spreadsheetSafe, writeCsv } from './csv';

/** The columns of the enquiry export, in order. */
const ENQUIRY_CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'language',
  'productId',
  'productName',
  'productPrice',
  'storeId',
  'assignee',
  'closedAt',
] as const;
type EnquiryCsvColumn = (typeof ENQUIRY_CSV_COLUMNS)[number];

function cellOf(enquiry: EnquirySummary, column: EnquiryCsvColumn): string {
  switch (column) {
    case 'productId':
      return enquiry.product ? String(enquiry.product.id) : '';
    case 'productName':
      return enquiry.product ? spreadsheetSafe(enquiry.product.name.mk || enquiry.product.name.al) : '';
    case 'productPrice':
      return enquiry.product ? enquiry.product.price.toFixed(2) : '';
    case 'storeId':
      return enquiry.storeId === null ? '' : String(enquiry.storeId);
    case 'assignee':
      return enquiry.assignee ? spreadsheetSafe(enquiry.assignee.username) : '';
    case 'closedAt':
      return enquiry.closedAt ?? '';
    default:
      // Everything else is text a visitor (or the server) wrote: never run as a formula.
      return spreadsheetSafe(enquiry[column]);
  }
}

/** The enquiries as CSV (UTF-8 with a byte order mark, CRLF), one row each, texts safe for spreadsheets. */
export function enquiriesToCsv(enquiries: readonly EnquirySummary[]): string {
  return writeCsv([
    [...ENQUIRY_CSV_COLUMNS],
    ...enquiries.map((enquiry) => ENQUIRY_CSV_COLUMNS.map((column) => cellOf(enquiry, column))),
  ]);
}
