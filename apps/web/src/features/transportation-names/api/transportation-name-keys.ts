/** Every transportation name query starts with this key, so one invalidation refreshes the list and the form. */
export const TRANSPORTATION_NAMES_KEY = ['transportation-names'] as const;
