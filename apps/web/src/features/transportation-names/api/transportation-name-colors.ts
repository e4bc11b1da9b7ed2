import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../shared/api/fetch-all-pages';
import { useSession } from '../../../shared/session/session-query';
import { TRANSPORTATION_NAMES_KEY } from './transportation-name-keys';
import { fetchTransportationNames } from './transportation-names';

/** The colours of every transportation name of the customer, so a new one starts with a free colour. */
export const transportationNameColorsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...TRANSPORTATION_NAMES_KEY, customerId, 'colors'] as const,
    queryFn: async ({ signal }) => {
      const names = await fetchAllPages((page, limit) =>
        fetchTransportationNames(customerId, { page, limit }, signal),
      );
      return names.map((name) => name.color);
    },
  });

export const useTransportationNameColors = (isEnabled: boolean) => {
  const customerId = useSession()?.ownerId ?? 0;
  return useQuery({
    ...transportationNameColorsQueryOptions(customerId),
    enabled: isEnabled && customerId > 0,
  });
};
