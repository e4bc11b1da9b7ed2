import type { ExampleDocumentSet } from '@portal/contract/example-documents/example-documents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const exampleDocumentsQueryKey = (customerId: number) =>
  ['customers', customerId, 'example-documents'] as const;

/** GET /api/customers/{customerId}/example_documents: the customer's samples, in order. */
export const fetchExampleDocuments = (customerId: number, signal?: AbortSignal) =>
  api.get<ExampleDocumentSet>(`/api/customers/${customerId}/example_documents`, signal ? { signal } : {});

export const exampleDocumentsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: exampleDocumentsQueryKey(customerId),
    queryFn: ({ signal }) => fetchExampleDocuments(customerId, signal),
  });

export const useExampleDocuments = (customerId: number) => useQuery(exampleDocumentsQueryOptions(customerId));
