import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_IMPORT_FINAL_STATES, type ProductImport, type ProductImportAnswer } from '@hiti/contracts';
import { callApi, downloadApi } from './call';
import { productImportKeys, productKeys } from './query-keys';

/** The content type the import route reads. */
const CSV_CONTENT_TYPE = 'text/csv';
/** How often the import screen asks how far a running import is. */
const IMPORT_POLL_MS = 1000;

/** Every product as the CSV file the gateway writes. */
export function useExportProducts() {
  return useMutation({ mutationFn: () => downloadApi('exportProducts', {}) });
}

export interface ProductImportRequest {
  /** The file's bytes, UTF-8 CSV. */
  bytes: ArrayBuffer;
  /** Only check the file: nothing is written. */
  dryRun: boolean;
}

/** Whether an answer is a queued import job (rather than a check or a refusal). */
export const isImportJob = (answer: ProductImportAnswer): answer is ProductImport => 'state' in answer;

export const isImportOver = (job: ProductImport) => PRODUCT_IMPORT_FINAL_STATES.includes(job.state);

/** Checks a CSV file, or sends it to be imported as a job (its rows appear when the job completes). */
export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bytes, dryRun }: ProductImportRequest) =>
      callApi('importProducts', { query: { dryRun }, file: { bytes, contentType: CSV_CONTENT_TYPE } }),
    onSuccess: (answer) => {
      if (isImportJob(answer)) client.setQueryData(productImportKeys.detail(answer.id), answer);
    },
  });
}

/** An import job, asked for again every second until it is over; its end refreshes the product lists. */
export function useProductImport(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: productImportKeys.detail(id ?? ''),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const job = await callApi('getProductImport', { params: { id: id ?? '' }, signal });
      if (job.state === 'completed') await client.invalidateQueries({ queryKey: productKeys.all });
      return job;
    },
    refetchInterval: (query) => (query.state.data && isImportOver(query.state.data) ? false : IMPORT_POLL_MS),
  });
}

/** Cancels a queued or running import. */
export function useCancelImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('cancelProductImport', { params: { id } }),
    onSuccess: (job) => client.setQueryData(productImportKeys.detail(job.id), job),
  });
}
