import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTRACTORS_KEY } from './contractors-keys';

/** DELETE /api/customers/{id}/contractor_partners/{cid} → 200 { message }; the carrier also leaves the lists. */
export const removePartner = ({ customerId, contractorId }: { customerId: number; contractorId: number }) =>
  api.delete<MessageResponse>(`/api/customers/${customerId}/contractor_partners/${contractorId}`);

export const useRemovePartnerMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePartner,
    // The carrier left the customer's contractor lists too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTORS_KEY }),
  });
};
