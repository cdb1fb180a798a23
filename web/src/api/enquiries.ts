import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnquiryStatus, EnquiryUpdate } from '@hiti/contracts';
import { callApi, downloadApi } from './call';
import { enquiryKeys } from './query-keys';

/** How often the count of new enquiries in the header is read again. */
const COUNT_REFRESH_MS = 60_000;

export interface EnquiryListQuery {
  page: number;
  pageSize: number;
  status?: EnquiryStatus;
  storeId?: number;
  productId?: number;
  from?: string;
  to?: string;
  search?: string;
}

/** The filters without the page: what the export takes. */
export type EnquiryFilters = Omit<EnquiryListQuery, 'page' | 'pageSize'>;

export function useEnquiries(query: EnquiryListQuery) {
  return useQuery({
    queryKey: enquiryKeys.list(query),
    queryFn: ({ signal }) => callApi('listEnquiries', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(id: string | null) {
  return useQuery({
    queryKey: enquiryKeys.detail(id ?? ''),
    queryFn: ({ signal }) => callApi('getEnquiry', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

export function useNewEnquiryCount(enabled: boolean) {
  return useQuery({
    queryKey: enquiryKeys.detail('count'),
    queryFn: ({ signal }) => callApi('countNewEnquiries', { signal }),
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
  });
}

/** Every write of an enquiry answers it as it is now; the lists and the count are read again. */
function useEnquiryWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: enquiryKeys.all }),
  });
}

export const useUpdateEnquiry = () =>
  useEnquiryWrite(({ id, change }: { id: string; change: EnquiryUpdate }) =>
    callApi('updateEnquiry', { params: { id }, body: change }),
  );

export const useAddEnquiryNote = () =>
  useEnquiryWrite(({ id, text }: { id: string; text: string }) =>
    callApi('addEnquiryNote', { params: { id }, body: { text } }),
  );

export const useReplyToEnquiry = () =>
  useEnquiryWrite(({ id, text }: { id: string; text: string }) =>
    callApi('replyToEnquiry', { params: { id }, body: { text } }),
  );

export const useDeleteEnquiry = () =>
  useEnquiryWrite((id: string) => callApi('deleteEnquiry', { params: { id } }));

export const useErasePerson = () =>
  useEnquiryWrite((email: string) => callApi('erasePerson', { body: { email } }));

export function useExportEnquiries() {
  return useMutation({
    mutationFn: (filters: EnquiryFilters) => downloadApi('exportEnquiries', { query: { ...filters } }),
  });
}
