import type {
  ContractorVerification,
  VerificationDecisionBody,
} from '@portal/contract/verification/verification.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CUSTOMER_VERIFICATION_KEY, contractorVerificationPath } from './contractor-verification';

/** PATCH .../verification/contractors/{contractorId} { status: 1 } | { status: 3, reason } → 200 the new state. */
export const decideVerification = (
  customerId: number,
  contractorId: number,
  body: VerificationDecisionBody,
) => api.patch<ContractorVerification>(contractorVerificationPath(customerId, contractorId), body);

export const useDecideVerificationMutation = (customerId: number, contractorId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VerificationDecisionBody) => decideVerification(customerId, contractorId, body),
    onSuccess: async () => {
      // The queue and the carrier screens show the status too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOMER_VERIFICATION_KEY }),
        queryClient.invalidateQueries({ queryKey: ['contractors'] }),
      ]);
    },
  });
};
