import type { CustomerContacts } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';

/** GET /api/contractors/{contractorId}/contact-requisites: the card of each customer the carrier works with. */
export const fetchCustomerContacts = (contractorId: number, signal?: AbortSignal) =>
  api.get<CustomerContacts>(`/api/contractors/${contractorId}/contact-requisites`, signal ? { signal } : {});

export const customerContactsQueryOptions = (contractorId: number) =>
  queryOptions({
    queryKey: [...CONTACT_REQUISITES_KEY, 'customers', contractorId] as const,
    queryFn: ({ signal }) => fetchCustomerContacts(contractorId, signal),
  });

export const useCustomerContacts = (contractorId: number, isEnabled = true) =>
  useQuery({ ...customerContactsQueryOptions(contractorId), enabled: isEnabled });
