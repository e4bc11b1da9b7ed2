import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { verificationQueryKey } from './verification-state';

export const deleteValidationDocument = (documentId: number) =>
  api.delete<unknown>(`/api/contractor-validatation-documents/${documentId}`);

export const useDeleteValidationDocumentMutation = (contractorId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteValidationDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationQueryKey(contractorId) }),
  });
};
