import type { ContactRequisite } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import type { Page } from '@portal/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';

export type ContactRequisitesQuery = { page: number; limit: number; query?: string; contractorId?: number };

/** GET /api/customers/{customerId}/contact-requisites: the default card first, then the carriers' cards. */
export const fetchContactRequisites = (
  customerId: number,
  query: ContactRequisitesQuery,
  signal?: AbortSignal,
) =>
  api.get<Page<ContactRequisite>>(`/api/customers/${customerId}/contact-requisites`, {
    query,
    ...(signal ? { signal } : {}),
  });

export const contactRequisitesQueryOptions = (customerId: number, query: ContactRequisitesQuery) =>
  queryOptions({
    queryKey: [...CONTACT_REQUISITES_KEY, 'list', customerId, query] as const,
    queryFn: ({ signal }) => fetchContactRequisites(customerId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useContactRequisites = (customerId: number, query: ContactRequisitesQuery) =>
  useQuery(contactRequisitesQueryOptions(customerId, query));
