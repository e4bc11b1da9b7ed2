/** Every route owner query starts with this key, so one invalidation refreshes the list and the edit screen. */
export const ROUTE_OWNERS_KEY = ['route-owners'] as const;
