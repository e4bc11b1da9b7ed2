import type { PublishedExampleDocuments } from '@portal/contract/example-documents/example-documents.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export const publishedExampleDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['example-documents', 'published'] as const,
    queryFn: ({ signal }) => api.get<PublishedExampleDocuments>('/api/example_documents', { signal }),
  });

/** GET /api/example_documents: the samples every customer publishes for the help page. */
export const usePublishedExampleDocuments = () => useQuery(publishedExampleDocumentsQueryOptions());
