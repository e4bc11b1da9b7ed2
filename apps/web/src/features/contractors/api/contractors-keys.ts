/** Every query of this feature starts with this key, so one invalidation refreshes lists, cards and the profile. */
export const CONTRACTORS_KEY = ['contractors'] as const;
