/** Every fleet query starts with one of these keys, so one invalidation refreshes the list and the form. */
export const DRIVERS_KEY = ['fleet', 'drivers'] as const;
export const VEHICLES_KEY = ['fleet', 'vehicles'] as const;
export const CONTAINERS_KEY = ['fleet', 'containers'] as const;
export const ATTORNEYS_KEY = ['fleet', 'attorneys'] as const;
export const DRIVER_DRAFTS_KEY = ['fleet', 'driver-drafts'] as const;
