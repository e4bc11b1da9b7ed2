import type { Page } from '@portal/contract/pagination';
import type {
  ContractorTender,
  ContractorTenderListItem,
  CustomerTender,
  CustomerTenderListItem,
  TenderReport,
  TenderRequest,
} from '@portal/contract/tenders/tenders.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackAction } from '../../../shared/analytics/analytics-tracker';
import { api } from '../../../shared/api/api-client';
import { fetchReportWorkbook } from '../../../shared/export/fetch-report-workbook';
// The carrier's auction and tender lists share their filters.
import type { CarrierListApiQuery } from '../../../shared/list/carrier-list-query';
import { useSession } from '../../../shared/session/session-query';

/** Every tender query starts with this key, so one invalidation refreshes lists and views on both sides. */
export const TENDERS_KEY = ['tenders'] as const;

export type CustomerTendersQuery = { page: number; limit: number; status?: string; query?: string };
export type ContractorTendersFilter = CarrierListApiQuery & { tab?: string };
export type ContractorTendersQuery = ContractorTendersFilter & { page: number; limit: number };

const useOwnerId = () => useSession()?.ownerId ?? 0;
const customerBase = (customerId: number) => `/api/customers/${customerId}/tenders`;
const contractorBase = (contractorId: number) => `/api/contractors/${contractorId}/tenders`;

/** GET /api/customers/{id}/tenders: by status and name. */
export const fetchCustomerTenders = (customerId: number, query: CustomerTendersQuery, signal?: AbortSignal) =>
  api.get<Page<CustomerTenderListItem>>(customerBase(customerId), { query, ...(signal ? { signal } : {}) });

export const useCustomerTenders = (query: CustomerTendersQuery) => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...TENDERS_KEY, 'customer', customerId, query] as const,
    queryFn: ({ signal }) => fetchCustomerTenders(customerId, query, signal),
    placeholderData: keepPreviousData,
    enabled: customerId > 0,
  });
};

export const useCustomerTender = (tenderId: number) => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...TENDERS_KEY, 'customer', customerId, 'one', tenderId] as const,
    queryFn: ({ signal }) => api.get<CustomerTender>(`${customerBase(customerId)}/${tenderId}`, { signal }),
    enabled: customerId > 0 && Number.isInteger(tenderId) && tenderId > 0,
  });
};

/** POST (draft, 201), POST create_and_run (201) or PUT a draft (200). */
export const useSaveTenderMutation = () => {
  const customerId = useOwnerId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, andRun }: { id: number | null; body: TenderRequest; andRun: boolean }) =>
      id !== null
        ? api.put<CustomerTender>(`${customerBase(customerId)}/${id}`, body)
        : api.post<CustomerTender>(`${customerBase(customerId)}${andRun ? '/create_and_run' : ''}`, body),
    onSuccess: (_tender, { id }) => {
      if (id === null) trackAction('tender_created');
      return queryClient.invalidateQueries({ queryKey: TENDERS_KEY });
    },
  });
};

/** PATCH …/tenders/{id}/<action> (run, end, acceptwinner, setwinner/{bid}, …), or DELETE a draft. */
export const useTenderActionMutation = (tenderId: number) => {
  const customerId = useOwnerId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: string; body?: unknown }) =>
      action === 'delete'
        ? api.delete<CustomerTender>(`${customerBase(customerId)}/${tenderId}`)
        : api.patch<CustomerTender>(`${customerBase(customerId)}/${tenderId}/${action}`, body ?? {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TENDERS_KEY }),
  });
};

export const useContractorTenders = (query: ContractorTendersQuery) => {
  const contractorId = useOwnerId();
  return useQuery({
    queryKey: [...TENDERS_KEY, 'contractor', contractorId, query] as const,
    queryFn: ({ signal }) =>
      api.get<Page<ContractorTenderListItem>>(contractorBase(contractorId), { query, signal }),
    placeholderData: keepPreviousData,
    enabled: contractorId > 0,
  });
};

/** GET …/tenders?format=xlsx: every tender of the tab and filters as the server writes it. */
export const fetchContractorTendersWorkbook = (
  contractorId: number,
  query: ContractorTendersFilter,
  onProgress: (fraction: number) => void,
) => fetchReportWorkbook(contractorBase(contractorId), query, onProgress);

export const useContractorTender = (tenderId: number) => {
  const contractorId = useOwnerId();
  return useQuery({
    queryKey: [...TENDERS_KEY, 'contractor', contractorId, 'one', tenderId] as const,
    queryFn: ({ signal }) =>
      api.get<ContractorTender>(`${contractorBase(contractorId)}/${tenderId}`, { signal }),
    enabled: contractorId > 0 && Number.isInteger(tenderId) && tenderId > 0,
  });
};

type LotCall =
  | { kind: 'bid'; lotId: number; summ: number }
  | { kind: 'withdraw'; lotId: number; bidId: number }
  | { kind: 'offer'; lotId: number; summ: number; volume: number }
  | { kind: 'delete-offer'; lotId: number; offerId: number }
  | { kind: 'declinewin'; lotId: number };

/** The carrier's calls on a lot: bid, withdraw, offer, delete an offer, decline a won lot. */
export const useLotMutation = (tenderId: number) => {
  const contractorId = useOwnerId();
  const queryClient = useQueryClient();
  const tender = `${contractorBase(contractorId)}/${tenderId}`;
  return useMutation({
    mutationFn: (call: LotCall) => {
      const lot = `${tender}/route_template/${call.lotId}`;
      switch (call.kind) {
        case 'bid':
          return api.post<unknown>(`${lot}/bids`, { summ: call.summ });
        case 'withdraw':
          return api.delete<unknown>(`${lot}/bids/${call.bidId}`);
        case 'offer':
          return api.post<unknown>(`${lot}/offers`, { summ: call.summ, volume: call.volume });
        case 'delete-offer':
          return api.delete<unknown>(`${lot}/offers/${call.offerId}`);
        case 'declinewin':
          return api.patch<unknown>(`${tender}/declinewin`, { routeTemplate: call.lotId });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TENDERS_KEY }),
  });
};

export type TenderReportQuery = { page: number; limit: number; status?: string };

/** GET /api/customers/{id}/reports/tenders: one row per lot, with totals over the filtered set. */
export const fetchTenderReport = (customerId: number, query: TenderReportQuery, signal?: AbortSignal) =>
  api.get<TenderReport>(`/api/customers/${customerId}/reports/tenders`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const useTenderReport = (query: TenderReportQuery) => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...TENDERS_KEY, 'report', customerId, query] as const,
    queryFn: ({ signal }) => fetchTenderReport(customerId, query, signal),
    placeholderData: keepPreviousData,
    enabled: customerId > 0,
  });
};
