import { PARTNER_TRANSITIONS, type PartnerTransition } from '@portal/contract/contractors/partner-status';
import type { PartnerContractor } from '@portal/contract/contractors/partners.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { CONTRACTORS_KEY } from './contractors-keys';

type PartnerStatusChange = {
  customerId: number;
  contractorId: number;
  transition: PartnerTransition;
  reason?: string;
};

/** SPEC 7: PATCH /api/customers/{id}/contractors/{cid}/status/1|3, form-encoded, with the reason of a block. */
export const changePartnerStatus = ({ customerId, contractorId, transition, reason }: PartnerStatusChange) =>
  apiRequest<PartnerContractor>(
    `/api/customers/${customerId}/contractors/${contractorId}/status/${PARTNER_TRANSITIONS[transition].to}`,
    { method: 'PATCH', form: reason ? { reason } : {} },
  );

export const useChangePartnerStatusMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePartnerStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTORS_KEY }),
  });
};
