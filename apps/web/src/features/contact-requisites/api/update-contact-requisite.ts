import type {
  ContactRequisite,
  ContactRequisitesBody,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';

/** PUT /api/customers/{customerId}/contact-requisites/{contactId} → 200 the card (its carrier stays). */
export const updateContactRequisite = ({
  customerId,
  id,
  body,
}: {
  customerId: number;
  id: number;
  body: ContactRequisitesBody;
}) => api.put<ContactRequisite>(`/api/customers/${customerId}/contact-requisites/${id}`, body);

export const useUpdateContactRequisiteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactRequisite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_REQUISITES_KEY }),
  });
};
