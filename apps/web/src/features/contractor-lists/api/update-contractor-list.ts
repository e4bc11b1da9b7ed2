import type {
  ContractorList,
  ContractorListBody,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { CONTRACTOR_LISTS_KEY, contractorListPath } from './contractor-list-endpoints';

/** PUT /api/customers/{customerId}/contractor-lists/{id} → 200 the list. */
export const updateContractorList = (customerId: number, listId: number, body: ContractorListBody) =>
  api.put<ContractorList>(contractorListPath(customerId, listId), body);

export const useUpdateContractorListMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContractorListBody }) =>
      updateContractorList(customerId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTOR_LISTS_KEY }),
  });
};
