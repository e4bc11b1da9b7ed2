/** Every notification query starts with this key, so one invalidation refreshes the list and the bell. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
