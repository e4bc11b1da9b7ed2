import type { ContractorCard } from '@portal/contract/contractors/contractor-card.schemas';
import type { ExpressCheck, ExpressCheckBody } from '@portal/contract/fleet/drivers.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { contractorCardQueryOptions } from './contractor-card';

/** SPEC 7: PATCH /api/customers/{id}/express-drivers-check { contractor, enabled } → the carrier and the setting. */
export const setExpressDriversCheck = ({ customerId, ...body }: ExpressCheckBody & { customerId: number }) =>
  api.patch<ExpressCheck>(`/api/customers/${customerId}/express-drivers-check`, body);

/** The card shows what the server answered, without fetching the whole card again. */
export const useSetExpressDriversCheckMutation = (customerId: number, contractorId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      setExpressDriversCheck({ customerId, contractor: contractorId, enabled }),
    onSuccess: ({ enabled }) =>
      queryClient.setQueryData<ContractorCard>(
        contractorCardQueryOptions(customerId, contractorId).queryKey,
        (card) =>
          card?.details ? { ...card, details: { ...card.details, expressDriversCheck: enabled } } : card,
      ),
  });
};
