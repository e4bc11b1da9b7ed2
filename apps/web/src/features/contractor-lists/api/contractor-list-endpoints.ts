/** Every contractor list query starts with this key, so one invalidation refreshes lists and views. */
export const CONTRACTOR_LISTS_KEY = ['contractor-lists'] as const;

export const contractorListsPath = (customerId: number) => `/api/customers/${customerId}/contractor-lists`;

export const contractorListPath = (customerId: number, listId: number) =>
  `${contractorListsPath(customerId)}/${listId}`;
