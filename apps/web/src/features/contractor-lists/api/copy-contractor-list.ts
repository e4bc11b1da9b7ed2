import type {
  ContractorList,
  CopyContractorListBody,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { CONTRACTOR_LISTS_KEY, contractorListPath } from './contractor-list-endpoints';

/** POST /api/customers/{customerId}/contractor-lists/{id}/copy { name } → 201 the new list. */
export const copyContractorList = (customerId: number, listId: number, body: CopyContractorListBody) =>
  api.post<ContractorList>(`${contractorListPath(customerId, listId)}/copy`, body);

export const useCopyContractorListMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CopyContractorListBody }) =>
      copyContractorList(customerId, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTOR_LISTS_KEY }),
  });
};
