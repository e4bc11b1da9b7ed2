import type { Page } from '@portal/contract/pagination';
import type { TransportationName } from '@portal/contract/transportation-names/transportation-names.schemas';

export const FOOD: TransportationName = { id: 5, name: 'Продукты питания', color: '#52c41a' };
export const MAIL: TransportationName = { id: 6, name: 'Почта', color: '#722ed1' };

export const pageOfNames = (items: TransportationName[]): Page<TransportationName> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
});
