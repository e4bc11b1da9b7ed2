import { LOOKUP_LIST_LIMIT } from '@portal/contract/constants';
import type { Page } from '@portal/contract/pagination';
import type { TransportationName } from '@portal/contract/transportation-names/transportation-names.schemas';
import { api } from '../api/api-client';
import type { SearchOption } from './search-select';

/** GET …/transportation-names?name=: the customer's kinds of cargo (the first 100). */
export const transportationOptions = async (customerId: number, query: string, signal: AbortSignal) => {
  const answer = await api.get<Page<TransportationName>>(
    `/api/customers/${customerId}/transportation-names`,
    { query: { limit: LOOKUP_LIST_LIMIT, ...(query ? { name: query } : {}) }, signal },
  );
  return answer.items.map((item): SearchOption => ({ id: item.id, label: item.name }));
};

export const transportationOption = async (customerId: number, id: number, signal: AbortSignal) => {
  const item = await api.get<TransportationName>(`/api/customers/${customerId}/transportation-names/${id}`, {
    signal,
    silent: true,
  });
  return { id: item.id, label: item.name };
};
