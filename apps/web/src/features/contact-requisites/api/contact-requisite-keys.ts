/** Every contact requisites query starts with this key, so one invalidation refreshes lists and cards. */
export const CONTACT_REQUISITES_KEY = ['contact-requisites'] as const;
