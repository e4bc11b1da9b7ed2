import type {
  ContractorList,
  ContractorListBody,
} from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-query';
import { CONTRACTOR_LISTS_KEY, contractorListsPath } from './contractor-list-endpoints';

/** POST /api/customers/{customerId}/contractor-lists → 201 the list with its members. */
export const createContractorList = (customerId: number, body: ContractorListBody) =>
  api.post<ContractorList>(contractorListsPath(customerId), body);

export const useCreateContractorListMutation = () => {
  const customerId = useSession()?.ownerId ?? 0;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractorListBody) => createContractorList(customerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTOR_LISTS_KEY }),
  });
};
