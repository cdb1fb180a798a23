import { refusal, storeListSchema, unknownStoreIds } from '@hiti/contracts';
import { AppError } from '@hiti/service-kit';
import type { PublicReads } from './public-reads';

/**
 * Refuses a product write naming a showroom that does not exist, under the `displayStoreIds` field and
 * before anything is written (the stores live in the content service, the products in the catalog).
 */
export async function assertDisplayStoresExist(
  reads: PublicReads,
  displayStoreIds: readonly number[] | undefined,
  requestId: string,
): Promise<void> {
  if (!displayStoreIds || displayStoreIds.length === 0) return;
  const stores = storeListSchema.parse(JSON.parse((await reads.stores(requestId)).toString('utf8')));
  if (unknownStoreIds(displayStoreIds, stores).length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ path: 'displayStoreIds', ...refusal('storeUnknown') }],
    });
  }
}
