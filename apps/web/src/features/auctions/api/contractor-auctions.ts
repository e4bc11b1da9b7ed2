import type { AuctionOffer, OfferBody } from '@portal/contract/auctions/auction-offers.schemas';
import type {
  BidAnswer,
  CONTRACTOR_AUCTION_TABS,
  ContractorAuction,
  ContractorBidLog,
} from '@portal/contract/auctions/auctions.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackAction } from '../../../shared/analytics/analytics-tracker';
import { api } from '../../../shared/api/api-client';
import { fetchReportWorkbook } from '../../../shared/export/fetch-report-workbook';
import type { CarrierListApiQuery } from '../../../shared/list/carrier-list-query';
import { useSession } from '../../../shared/session/session-query';
import { AUCTIONS_KEY } from './customer-auctions';

export type ContractorAuctionTab = (typeof CONTRACTOR_AUCTION_TABS)[number];
export type ContractorAuctionsQuery = CarrierListApiQuery & { tab: ContractorAuctionTab };

const contractorAuctionsPath = (contractorId: number) => `/api/contractors/${contractorId}/auctions`;

export const fetchContractorAuctions = (
  contractorId: number,
  query: ContractorAuctionsQuery & { page: number; limit: number },
) => api.get<Page<ContractorAuction>>(contractorAuctionsPath(contractorId), { query });

export const useContractorAuctions = (query: ContractorAuctionsQuery & { page: number; limit: number }) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...AUCTIONS_KEY, 'contractor', contractorId, 'list', query] as const,
    queryFn: () => fetchContractorAuctions(contractorId, query),
    enabled: contractorId > 0,
    placeholderData: keepPreviousData,
  });
};

/** GET …/auctions?format=xlsx: every auction of the tab and filters as the server writes it. */
export const fetchContractorAuctionsWorkbook = (
  contractorId: number,
  query: ContractorAuctionsQuery,
  onProgress: (fraction: number) => void,
) => fetchReportWorkbook(contractorAuctionsPath(contractorId), query, onProgress);

export const useContractorAuction = (auctionId: number) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...AUCTIONS_KEY, 'contractor', contractorId, 'one', auctionId] as const,
    queryFn: ({ signal }) =>
      api.get<ContractorAuction>(`${contractorAuctionsPath(contractorId)}/${auctionId}`, { signal }),
    enabled: contractorId > 0 && Number.isInteger(auctionId) && auctionId > 0,
    retry: false,
  });
};

export const useContractorBidLog = (auctionId: number, enabled: boolean) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...AUCTIONS_KEY, 'contractor', contractorId, 'bid-log', auctionId] as const,
    queryFn: ({ signal }) =>
      api.get<ContractorBidLog>(`${contractorAuctionsPath(contractorId)}/${auctionId}/bid-log`, { signal }),
    enabled: enabled && contractorId > 0 && auctionId > 0,
  });
};

/** GET …/bid-log?format=csv|xlsx: the log as the server writes it. */
export const useContractorBidLogDownload = (auctionId: number) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return (format: 'csv' | 'xlsx') =>
    api.get<Blob>(`${contractorAuctionsPath(contractorId)}/${auctionId}/bid-log`, {
      query: { format },
      responseType: 'blob',
    });
};

/** POST /api/auctions/{id}/bids {summ} → 201 after commit; 409/422/429 come back as Russian problems. */
export const usePlaceBid = (auctionId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (summ: number) => api.post<BidAnswer>(`/api/auctions/${auctionId}/bids`, { summ }),
    onSuccess: () => {
      trackAction('bid_placed');
      return queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY });
    },
  });
};

/** PATCH …/decline_win: the win passes to the next best bid. */
export const useDeclineWin = (auctionId: number) => {
  const contractorId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.patch<ContractorAuction>(`${contractorAuctionsPath(contractorId)}/${auctionId}/decline_win`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY }),
  });
};

/** POST /api/auctions/{id}/offers makes the carrier's offer, PUT …/offers/{offerId} changes it while pending. */
export const useSaveOffer = (auctionId: number, offerId: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferBody) =>
      offerId === null
        ? api.post<AuctionOffer>(`/api/auctions/${auctionId}/offers`, body)
        : api.put<AuctionOffer>(`/api/auctions/${auctionId}/offers/${offerId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUCTIONS_KEY }),
  });
};
