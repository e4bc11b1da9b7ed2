import { MAX_PAGE_LIMIT } from '@portal/contract/constants';
import type { Dimension } from '@portal/contract/fleet/dimensions.schemas';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shared/session/session-query';
import { DIMENSIONS_KEY, fetchDimensions } from '../../fleet/api/dimensions';
import type { FlightOption } from '../../flights/api/flight-lookups';

/** The customer's own dimensions (GET /api/customers/{id}/dimensions, one page of 100) for a lot's «Габарит». */
export const useDimensionOptions = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const query = { page: 1, limit: MAX_PAGE_LIMIT };
  return useQuery({
    queryKey: [...DIMENSIONS_KEY, 'dimensions', customerId, 'list', query] as const,
    queryFn: ({ signal }) => fetchDimensions<Dimension>(customerId, 'dimensions', query, signal),
    enabled: customerId > 0,
    select: (answer): FlightOption[] => answer.items.map((item) => ({ id: item.id, label: item.name })),
  });
};
