import type {
  ExampleDocumentSet,
  ExampleDocumentSetBody,
} from '@portal/contract/example-documents/example-documents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { exampleDocumentsQueryKey } from './example-documents';

/** PUT /api/customers/{customerId}/example_documents replaces the whole set and answers it. */
export const saveExampleDocuments = (customerId: number, body: ExampleDocumentSetBody) =>
  api.put<ExampleDocumentSet>(`/api/customers/${customerId}/example_documents`, body);

export const useSaveExampleDocumentsMutation = (customerId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExampleDocumentSetBody) => saveExampleDocuments(customerId, body),
    onSuccess: (set) => queryClient.setQueryData(exampleDocumentsQueryKey(customerId), set),
  });
};
