import { CONTRACTOR_TRANSITIONS } from '@portal/contract/companies/contractor-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { SESSION_QUERY_KEY } from '../../../shared/session/session-query';
import { verificationQueryKey } from './verification-state';

// DESIGN 8: the contractor's own PATCH status/2 sends its documents for verification.
export const sendForVerification = (contractorId: number) =>
  api.patch<unknown>(
    `/api/contractors/${contractorId}/status/${CONTRACTOR_TRANSITIONS.sendForVerification.to}`,
  );

export const useSendForVerificationMutation = (contractorId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendForVerification(contractorId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: verificationQueryKey(contractorId) });
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
};
