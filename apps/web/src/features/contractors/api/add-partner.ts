import type { PartnerContractor } from '@portal/contract/contractors/partners.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTRACTORS_KEY } from './contractors-keys';

/** POST /api/customers/{id}/contractor_partners { contractorId } → 201 the carrier, accredited. */
export const addPartner = ({ customerId, contractorId }: { customerId: number; contractorId: number }) =>
  api.post<PartnerContractor>(`/api/customers/${customerId}/contractor_partners`, { contractorId });

export const useAddPartnerMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTORS_KEY }),
  });
};
