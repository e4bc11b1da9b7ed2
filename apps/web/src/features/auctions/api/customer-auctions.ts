import type {
  auctionDatesBodySchema,
  CustomerAuction,
  CustomerAuctionPage,
  CustomerBidLog,
} from '@portal/contract/auctions/auctions.schemas';
import type { RouteForAuction } from '@portal/contract/freight/routes.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { trackAction } from '../../../shared/analytics/analytics-tracker';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import type { AuctionBodyInput } from '../components/auction-form-values';
import type { AuctionListApiQuery } from '../components/auction-list-query';

export type AuctionDatesInput = z.input<typeof auctionDatesBodySchema>;

export const AUCTIONS_KEY = ['auctions'] as const;

export const customerAuctionsPath = (customerId: number) => `/api/customers/${customerId}/auctions`;
export const customerAuctionPath = (customerId: number, auctionId: number) =>
  `${customerAuctionsPath(customerId)}/${auctionId}`;

export const fetchCustomerAuctionsPage = (
  customerId: number,
  query: AuctionListApiQuery,
  signal?: AbortSignal,
) => api.get<CustomerAuctionPage>(customerAuctionsPath(customerId), { query, ...(signal ? { signal } : {}) });

/** One page of the customer's auctions with the server's filters and the tabs' counts (`counts`). */
export const useCustomerAuctions = (query: AuctionListApiQuery) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...AUCTIONS_KEY, 'customer', customerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchCustomerAuctionsPage(customerId, query, signal),
    enabled: customerId > 0,
    placeholderData: keepPreviousData,
  });
};

export const useCustomerAuction = (auctionId: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...AUCTIONS_KEY, 'customer', customerId, 'one', auctionId] as const,
    queryFn: ({ signal }) => api.get<CustomerAuction>(customerAuctionPath(customerId, auctionId), { signal }),
    enabled: customerId > 0 && Number.isInteger(auctionId) && auctionId > 0,
    retry: false,
  });
};

/** GET routes_for_auctions: ready flights with no carrier that have not started (≤ 100 by the search text). */
export const useRoutesForAuctions = (search: string) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...AUCTIONS_KEY, 'routes-for-auctions', customerId, search] as const,
    queryFn: ({ signal }) =>
      api.get<{ items: RouteForAuction[] }>(`/api/customers/${customerId}/routes_for_auctions`, {
        query: search ? { query: search } : {},
        signal,
      }),
    enabled: customerId > 0,
    select: (answer) => answer.items,
  });
};

export const useCustomerBidLog = (auctionId: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...AUCTIONS_KEY, 'customer', customerId, 'bid-log', auctionId] as const,
    queryFn: ({ signal }) =>
      api.get<CustomerBidLog>(`${customerAuctionPath(customerId, auctionId)}/bid-log`, { signal }),
    enabled: customerId > 0 && auctionId > 0,
  });
};

/** GET …/bid-log?format=csv|xlsx: the log as the server writes it. */
export const useCustomerBidLogDownload = (auctionId: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  return (format: 'csv' | 'xlsx') =>
    api.get<Blob>(`${customerAuctionPath(customerId, auctionId)}/bid-log`, {
      query: { format },
      responseType: 'blob',
    });
};

export type AuctionChange =
  | { kind: 'create'; body: AuctionBodyInput }
  | { kind: 'update'; body: AuctionBodyInput }
  | { kind: 'delete' }
  | { kind: 'run' | 'draft' }
  | { kind: 'change_dates' | 'clear_run'; body: AuctionDatesInput }
  | { kind: 'cancel'; comment?: string }
  | { kind: 'set_winner'; bid: number }
  | { kind: 'accept_offer'; offer: number };

const sendChange = (customerId: number, auctionId: number, change: AuctionChange) => {
  const path = customerAuctionPath(customerId, auctionId);
  switch (change.kind) {
    case 'create':
      return api.post<CustomerAuction>(customerAuctionsPath(customerId), change.body);
    case 'update':
      return api.put<CustomerAuction>(path, change.body);
    case 'delete':
      return api.delete<CustomerAuction>(path);
    case 'run':
    case 'draft':
      return api.patch<CustomerAuction>(`${path}/${change.kind}`);
    case 'change_dates':
    case 'clear_run':
      return api.patch<CustomerAuction>(`${path}/${change.kind}`, change.body);
    case 'cancel':
      return api.patch<CustomerAuction>(`${path}/cancel`, change.comment ? { comment: change.comment } : {});
    case 'set_winner':
      return api.patch<CustomerAuction>(`${path}/set_winner`, { bid: change.bid });
    case 'accept_offer':
      return api.patch<CustomerAuction>(`${path}/offers/${change.offer}/accept`);
  }
};

/** The customer's changes of an auction (DESIGN 11); each refetches every auction query. */
export const useAuctionChange = (auctionId: number) => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AuctionChange) => sendChange(customerId, auctionId, change),
    onSuccess: (_auction, change) => {
      if (change.kind === 'create') trackAction('auction_created');
      if (change.kind === 'run') trackAction('auction_started');
      return queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY });
    },
  });
};
