import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, apiFetch } from './client';
import { productKeys } from './query-keys';
import { schemaOf } from './schemas-loader';

/** The content type the import route reads. */
const CSV_CONTENT_TYPE = 'text/csv';

/** Every product as the CSV file the gateway writes. */
export function useExportProducts() {
  return useMutation({ mutationFn: () => apiDownload('/api/products/export.csv') });
}

export interface ProductImportRequest {
  /** The file's bytes, UTF-8 CSV. */
  bytes: ArrayBuffer;
  /** Only check the file: nothing is written. */
  dryRun: boolean;
}

/** Imports products from a CSV file, all rows or none; a written import refreshes the product lists. */
export function useImportProducts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ bytes, dryRun }: ProductImportRequest) =>
      apiFetch(
        '/api/products/import',
        { method: 'POST', query: { dryRun }, file: { bytes, contentType: CSV_CONTENT_TYPE } },
        schemaOf((schemas) => schemas.productImportResultSchema),
      ),
    onSuccess: async (result) => {
      if (result.dryRun || result.created + result.updated === 0) return;
      await client.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
