import type { ContractorCard } from '@portal/contract/contractors/contractor-card.schemas';
import type {
  Appeal,
  AppealList,
  AppealListQueryInput,
  BonusBody,
  EventItem,
  IndexOptionsBody,
  RatingDetail,
  RatingHistory,
  RatingIndex,
  RatingIndexBody,
  RatingList,
  RatingPreviewBody,
  RatingPreviewItem,
  RatingSettings,
  RatingTopItem,
} from '@portal/contract/rating/rating.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { api } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/session/session-query';

const RATING_KEY = ['rating'] as const;

export type RatingListFilter = { periodId: number; customer?: number; dateFrom?: string; dateTo?: string };

const useOwnerId = () => useSession()?.ownerId ?? 0;

/**
 * Whose ratings the shared rating components read: the carrier's own (my-rating), or one carrier's with the signed-in
 * customer (the customer's rating card, `contractorId`). The components take it from the nearest provider.
 */
export const RatingScope = createContext<{ contractorId: number } | null>(null);

/** The base path of the rating reads in scope, and where an index value's events are. */
const useRatingPaths = () => {
  const ownerId = useOwnerId();
  const card = useContext(RatingScope);
  if (card) {
    const base = `/api/customers/${ownerId}/contractors/${card.contractorId}`;
    return {
      key: ['customer', ownerId, 'card', card.contractorId],
      base,
      events: `${base}/indexvalue`,
      ready: ownerId > 0,
    };
  }
  const base = `/api/contractors/${ownerId}`;
  return { key: [ownerId], base, events: `${base}/indexvalue`, ready: ownerId > 0 };
};

/** True on the customer's rating card: the viewer is the customer, not the carrier (no appeal form there). */
export const useIsRatingCard = () => useContext(RatingScope) !== null;

export const useRatingPeriods = () =>
  useQuery({
    queryKey: [...RATING_KEY, 'periods'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/api/ratingperiods', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET rating_list/{periodId}: the carrier's ratings of the period kind, oldest first (the chart's order). */
export const useRatingList = ({ periodId, ...query }: RatingListFilter) => {
  const paths = useRatingPaths();
  return useQuery({
    queryKey: [...RATING_KEY, ...paths.key, 'list', periodId, query],
    queryFn: ({ signal }) =>
      api.get<RatingList>(`${paths.base}/rating_list/${periodId}`, {
        query: { ...query, limit: 100 },
        signal,
      }),
    enabled: paths.ready,
    placeholderData: keepPreviousData,
  });
};

/**
 * The carrier's current rating, whatever range the chart shows; null before the first rating (a 404 here is no
 * error to show). The carrier reads rating_details with the customer (absent: its first); the customer's rating card
 * reads the carrier card's `rating`, the figure its partner list and «Лучшие перевозчики» show.
 */
export const useCurrentRating = (customer: number | undefined) => {
  const paths = useRatingPaths();
  const card = useContext(RatingScope);
  return useQuery({
    queryKey: [...RATING_KEY, ...paths.key, 'current', customer ?? null],
    queryFn: ({ signal }): Promise<{ rating: number | null } | null> =>
      (card
        ? api
            .get<ContractorCard>(`${paths.base}/card`, { signal, silent: true })
            .then((answer) => answer.contractor.rating)
        : api.get<RatingDetail>(`${paths.base}/rating_details`, {
            query: customer ? { customer } : {},
            signal,
            silent: true,
          })
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    enabled: paths.ready,
  });
};

export const useRatingDetail = (ratingId: number | null) => {
  const paths = useRatingPaths();
  return useQuery({
    queryKey: [...RATING_KEY, ...paths.key, 'detail', ratingId],
    queryFn: ({ signal }) => api.get<RatingDetail>(`${paths.base}/ratings/${ratingId}`, { signal }),
    enabled: paths.ready && ratingId !== null,
  });
};

/** The carrier reads the events it may appeal; the customer's card reads the same events of its carrier. */
export const useIndexValueEvents = (indexValueId: number) => {
  const paths = useRatingPaths();
  const card = useIsRatingCard();
  return useQuery({
    queryKey: [...RATING_KEY, ...paths.key, 'events', indexValueId],
    queryFn: ({ signal }) =>
      api.get<{ items: EventItem[] }>(
        `${paths.events}/${indexValueId}/${card ? 'events' : 'events_for_appeals'}`,
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

/** PUT indexvalues/{id} (admins and managers): the bonus and its comment; the server recomputes the rating at once. */
export const useSetBonus = () => {
  const customerId = useOwnerId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ indexValueId, body }: { indexValueId: number; body: BonusBody }) =>
      api.put<RatingDetail>(`/api/customers/${customerId}/indexvalues/${indexValueId}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: RATING_KEY }),
  });
};

export const useRatingHistory = (contractor: number) => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, 'customer', customerId, 'history', contractor],
    queryFn: ({ signal }) =>
      api.get<RatingHistory>(`/api/customers/${customerId}/rating_history`, {
        query: { contractor, limit: 100 },
        signal,
      }),
    enabled: customerId > 0,
  });
};

/** POST rating-preview (admins): each carrier's latest rating as stored and under the edited weights and scales. */
export const useRatingPreview = (body: RatingPreviewBody | null) => {
  const customerId = useOwnerId();
  return useQuery({
    queryKey: [...RATING_KEY, 'customer', customerId, 'preview', body],
    queryFn: ({ signal }) =>
      api.post<{ items: RatingPreviewItem[] }>(`/api/customers/${customerId}/rating-preview`, body, {
        signal,
      }),
    enabled: customerId > 0 && body !== null,
    placeholderData: keepPreviousData,
  });
};
