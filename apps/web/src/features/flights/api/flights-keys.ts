/** Every flight query starts with this key: a live message or a change refetches lists and the open flight. */
export const FLIGHTS_KEY = ['flights'] as const;
