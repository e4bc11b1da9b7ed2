import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { CONTRACTOR_LISTS_KEY, contractorListPath } from './contractor-list-endpoints';

/** DELETE /api/customers/{customerId}/contractor-lists/{id} → 200 { message }. */
export const deleteContractorList = (customerId: number, listId: number) =>
  api.delete<MessageResponse>(contractorListPath(customerId, listId));

export const useDeleteContractorListMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) => deleteContractorList(customerId, listId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTOR_LISTS_KEY }),
  });
};
