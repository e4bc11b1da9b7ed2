import type {
  ContactRequisitesBody,
  ContractorView,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';
import { contractorPath } from './contractor-view';

/** PUT …/contact-requisites/contractor/{contractorId} → 200 what the carrier sees now (its own card). */
export const saveContractorCard = ({
  customerId,
  contractorId,
  body,
}: {
  customerId: number;
  contractorId: number;
  body: ContactRequisitesBody;
}) => api.put<ContractorView>(contractorPath(customerId, contractorId), body);

export const useSaveContractorCardMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContractorCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_REQUISITES_KEY }),
  });
};
