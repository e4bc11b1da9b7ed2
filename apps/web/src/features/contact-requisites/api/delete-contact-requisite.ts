import type { MessageResponse } from '@portal/contract/auth/auth.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';

/** DELETE /api/customers/{customerId}/contact-requisites/{contactId} → 200 { message }. */
export const deleteContactRequisite = ({ customerId, id }: { customerId: number; id: number }) =>
  api.delete<MessageResponse>(`/api/customers/${customerId}/contact-requisites/${id}`);

export const useDeleteContactRequisiteMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactRequisite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTACT_REQUISITES_KEY }),
  });
};
