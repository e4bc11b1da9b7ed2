import type {
  ContactRequisite,
  CreateContactRequisitesBody,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';

/** POST /api/customers/{customerId}/contact-requisites → 201 the card. */
export const createContactRequisite = ({
  customerId,
  body,
}: {
  customerId: number;
  body: CreateContactRequisitesBody;
}) => api.post<ContactRequisite>(`/api/customers/${customerId}/contact-requisites`, body);

export const useCreateContactRequisiteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContactRequisite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_REQUISITES_KEY }),
  });
};
