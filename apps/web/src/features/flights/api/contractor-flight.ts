import type { ContractorRoute, DisclaimerBody } from '@portal/contract/freight/routes.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { FLIGHTS_KEY } from './flights-keys';

const contractorFlightPath = (contractorId: number, flightId: number) =>
  `/api/contractors/${contractorId}/routes/${flightId}`;

/** GET /api/contractors/{contractorId}/routes/{id}: a flight assigned to the carrier (404 otherwise). */
export const useContractorFlight = (flightId: number) => {
  const contractorId = useSession()?.ownerId ?? 0;
  return useQuery({
    queryKey: [...FLIGHTS_KEY, 'contractor', contractorId, 'one', flightId] as const,
    queryFn: ({ signal }) =>
      api.get<ContractorRoute>(contractorFlightPath(contractorId, flightId), { signal }),
    enabled: contractorId > 0 && Number.isInteger(flightId) && flightId > 0,
    retry: false,
  });
};

/** PATCH …/routes/{id}/create_disclaimer {comment}: the carrier asks to be released (admin or manager). */
export const useCreateDisclaimerMutation = (flightId: number) => {
  const contractorId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisclaimerBody) =>
      api.patch<ContractorRoute>(`${contractorFlightPath(contractorId, flightId)}/create_disclaimer`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLIGHTS_KEY }),
  });
};
