import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandInputBody, BrandUpdateBody } from '@hiti/contracts';
import { callApi } from './call';
import { brandKeys, productKeys } from './query-keys';

/** The brands in list order (by their order, then name). */
export function useBrands() {
  return useQuery({
    queryKey: brandKeys.lists(),
    queryFn: ({ signal }) => callApi('listBrands', { signal }),
  });
}

function useInvalidateBrands() {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: brandKeys.all });
    // products show their brand's name, and the facets count brands
    await client.invalidateQueries({ queryKey: productKeys.all });
  };
}

export function useCreateBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (body: BrandInputBody) => callApi('createBrand', { body }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BrandUpdateBody }) =>
      callApi('updateBrand', { params: { id }, body }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteBrand() {
  const invalidate = useInvalidateBrands();
  return useMutation({
    mutationFn: (id: number) => callApi('deleteBrand', { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
