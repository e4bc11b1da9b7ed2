/** Every route way query starts with this key, so one invalidation refreshes the list, the view and the tariff. */
export const ROUTE_WAYS_KEY = ['route-ways'] as const;
