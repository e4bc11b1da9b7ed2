import type {
  Appeal,
  AppealList,
  AppealListQueryInput,
  EventItem,
  IndexOptionsBody,
  RatingDetail,
  RatingIndex,
  RatingIndexBody,
  RatingList,
  RatingSettings,
  RatingTopItem,
} from '@portal/contract/rating/rating.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';

const RATING_KEY = ['rating'] as const;

export type RatingListFilter = { periodId: number; customer?: number; dateFrom?: string; dateTo?: string };

const useOwnerId = () => useSession()?.ownerId ?? 0;

export const useRatingPeriods = () =>
  useQuery({
    queryKey: [...RATING_KEY, 'periods'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/api/ratingperiods', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET rating_list/{periodId}: the carrier's ratings of the period kind, oldest first (the chart's order). */
export const useRatingList = ({ periodId, ...query }: RatingListFilter) => {
  const contractorId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, contractorId, 'list', periodId, query],
    queryFn: ({ signal }) =>
      api.get<RatingList>(`/api/contractors/${contractorId}/rating_list/${periodId}`, {
        query: { ...query, limit: 100 },
        signal,
      }),
    enabled: contractorId > 0,
    placeholderData: keepPreviousData,
  });
};

export const useRatingDetail = (ratingId: number | null) => {
  const contractorId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, contractorId, 'detail', ratingId],
    queryFn: ({ signal }) =>
      api.get<RatingDetail>(`/api/contractors/${contractorId}/ratings/${ratingId}`, { signal }),
    enabled: contractorId > 0 && ratingId !== null,
  });
};

export const useIndexValueEvents = (indexValueId: number) => {
  const contractorId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, contractorId, 'events', indexValueId],
    queryFn: ({ signal }) =>
      api.get<{ items: EventItem[] }>(
        `/api/contractors/${contractorId}/indexvalue/${indexValueId}/events_for_appeals`,
        { signal },
      ),
  });
};

export const useContractorAppeals = (customer: number | undefined) => {
  const contractorId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, contractorId, 'appeals', customer],
    queryFn: ({ signal }) =>
      api.get<AppealList>(`/api/contractors/${contractorId}/appeals`, { query: { customer }, signal }),
    enabled: contractorId > 0,
  });
};

/** POST …/events_for_appeals/{eventId}/appeals with only the comment (SPEC 2.3). */
export const useSubmitAppeal = () => {
  const contractorId = useOwnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, comment }: { eventId: number; comment: string }) =>
      api.post<Appeal>(`/api/contractors/${contractorId}/events_for_appeals/${eventId}/appeals`, { comment }),
    onSuccess: () => client.invalidateQueries({ queryKey: RATING_KEY }),
  });
};

/** One page of the customer's appeals (the list and its Excel export read the same filters). */
export const fetchCustomerAppeals = async (
  customerId: number,
  query: AppealListQueryInput,
  signal?: AbortSignal,
) => {
  const page = await api.get<AppealList>(`/api/customers/${customerId}/appeals`, {
    query: query as Record<string, string | number | readonly number[]>,
    ...(signal ? { signal } : {}),
  });
  return { ...page, currentPageNumber: query.page ?? 1, numItemsPerPage: query.limit ?? 100 };
};

export const useCustomerAppeals = (query: AppealListQueryInput) => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, 'customer', customerId, 'appeals', query],
    queryFn: ({ signal }) => fetchCustomerAppeals(customerId, query, signal),
    enabled: customerId > 0,
    placeholderData: keepPreviousData,
  });
};

export const useRatingIndexes = () => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, 'customer', customerId, 'indexes'],
    queryFn: ({ signal }) =>
      api.get<{ items: RatingIndex[] }>(`/api/customers/${customerId}/ratingindexes`, { signal }),
    enabled: customerId > 0,
  });
};

export const useAppealDecision = () => {
  const customerId = useOwnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      appealId,
      action,
      decisionComment,
    }: {
      appealId: number;
      action: string;
      decisionComment: string;
    }) =>
      api.patch<Appeal>(`/api/customers/${customerId}/appeals/${appealId}/${action}`, { decisionComment }),
    onSuccess: () => client.invalidateQueries({ queryKey: RATING_KEY }),
  });
};

/** PUT ratingindexes/{id} (admins): name, formula and weight; the server recomputes every rating of the customer. */
export const useUpdateRatingIndex = () => {
  const customerId = useOwnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ indexId, body }: { indexId: number; body: RatingIndexBody }) =>
      api.put<RatingIndex>(`/api/customers/${customerId}/ratingindexes/${indexId}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: RATING_KEY }),
  });
};

/** PUT ratingindexes/{id}/options (admins): the whole min–max → points scale at once. */
export const useReplaceIndexOptions = () => {
  const customerId = useOwnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ indexId, body }: { indexId: number; body: IndexOptionsBody }) =>
      api.put<RatingIndex>(`/api/customers/${customerId}/ratingindexes/${indexId}/options`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: RATING_KEY }),
  });
};

export const useRatingTop = (period: number) => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, 'customer', customerId, 'top', period],
    queryFn: ({ signal }) =>
      api.get<{ items: RatingTopItem[] }>(`/api/customers/${customerId}/rating-top`, {
        query: { period },
        signal,
      }),
    enabled: customerId > 0,
    placeholderData: keepPreviousData,
  });
};

export const useRatingSettings = () => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, 'customer', customerId, 'settings'],
    queryFn: ({ signal }) =>
      api.get<RatingSettings>(`/api/customers/${customerId}/rating-settings`, { signal }),
    enabled: customerId > 0,
  });
};

/** PUT rating-settings (admins): the lateness grace; the server recomputes every rating of the customer. */
export const useUpdateRatingSettings = () => {
  const customerId = useOwnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RatingSettings) =>
      api.put<RatingSettings>(`/api/customers/${customerId}/rating-settings`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: RATING_KEY }),
  });
};
