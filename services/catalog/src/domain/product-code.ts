import { productCodeKey, refusal } from '@hiti/contracts';
import { AppError, isDuplicateKey } from '@hiti/service-kit';

/** A write refused because another product has this code; the message stands under the code field. */
const codeTaken = () =>
  new AppError('PRODUCT_CODE_TAKEN', {
    details: [{ path: 'code', ...refusal('productCodeTaken') }],
  });

/** A failed write's error as the caller should see it: a collision on the code index is a taken code. */
export function asCodeTaken(error: unknown): unknown {
  return isDuplicateKey(error, 'code') ? codeTaken() : error;
}

/** Whether a search is exactly a product's code (codes are kept in capitals; case and spaces around ignored). */
export function searchIsCode(search: string | undefined, code: string | null | undefined): boolean {
  return search !== undefined && code != null && productCodeKey(search) === code;
}
