import type { ContactRequisite } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';

/** GET /api/contractors/{contractorId}/customers/{customerId}/contact-requisites/{contactId}: a card the carrier sees. */
export const fetchCustomerContact = (
  contractorId: number,
  customerId: number,
  id: number,
  signal?: AbortSignal,
) =>
  api.get<ContactRequisite>(
    `/api/contractors/${contractorId}/customers/${customerId}/contact-requisites/${id}`,
    signal ? { signal } : {},
  );

export const customerContactQueryOptions = (contractorId: number, customerId: number, id: number) =>
  queryOptions({
    queryKey: [...CONTACT_REQUISITES_KEY, 'seen', contractorId, customerId, id] as const,
    queryFn: ({ signal }) => fetchCustomerContact(contractorId, customerId, id, signal),
  });

export const useCustomerContact = (contractorId: number, customerId: number, id: number, isEnabled = true) =>
  useQuery({
    ...customerContactQueryOptions(contractorId, customerId, id),
    enabled: isEnabled && Number.isInteger(id) && id > 0 && Number.isInteger(customerId),
  });
