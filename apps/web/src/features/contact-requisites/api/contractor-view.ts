import type { ContractorView } from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CONTACT_REQUISITES_KEY } from './contact-requisite-keys';

export const contractorPath = (customerId: number, contractorId: number) =>
  `/api/customers/${customerId}/contact-requisites/contractor/${contractorId}`;

/** GET …/contact-requisites/contractor/{contractorId}: the card that carrier sees (its own or the default). */
export const fetchContractorView = (customerId: number, contractorId: number, signal?: AbortSignal) =>
  api.get<ContractorView>(contractorPath(customerId, contractorId), signal ? { signal } : {});

export const contractorViewQueryOptions = (customerId: number, contractorId: number) =>
  queryOptions({
    queryKey: [...CONTACT_REQUISITES_KEY, 'contractor', customerId, contractorId] as const,
    queryFn: ({ signal }) => fetchContractorView(customerId, contractorId, signal),
  });

export const useContractorView = (customerId: number, contractorId: number) =>
  useQuery({
    ...contractorViewQueryOptions(customerId, contractorId),
    enabled: Number.isInteger(contractorId) && contractorId > 0,
  });
