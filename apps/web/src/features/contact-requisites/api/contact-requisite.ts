import type { ContactRequisite } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';

/** GET /api/customers/{customerId}/contact-requisites/{contactId}: a card, for the customer's users. */
export const fetchContactRequisite = (customerId: number, id: number, signal?: AbortSignal) =>
  api.get<ContactRequisite>(
    `/api/customers/${customerId}/contact-requisites/${id}`,
    signal ? { signal } : {},
  );

export const contactRequisiteQueryOptions = (customerId: number, id: number) =>
  queryOptions({
    queryKey: [...CONTACT_REQUISITES_KEY, 'one', customerId, id] as const,
    queryFn: ({ signal }) => fetchContactRequisite(customerId, id, signal),
  });

export const useContactRequisite = (customerId: number, id: number, isEnabled = true) =>
  useQuery({
    ...contactRequisiteQueryOptions(customerId, id),
    enabled: isEnabled && Number.isInteger(id) && id > 0,
  });
