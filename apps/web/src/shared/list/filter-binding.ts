/** The props of a screen's filter fields: the URL's filters of useListParams and their setter. */
export type FilterFieldsProps<K extends string> = {
  filters: Record<K, string>;
  setFilter: (key: K, value: string) => void;
};

/** One URL filter as a control's value and change. */
export type FilterBinding = { value: string; onChange: (value: string) => void };

/**
 * Binds the URL filters of useListParams to the filter controls: `bind('date_from')`; `fallback` is what the
 * control shows while the filter is not set.
 */
export const filterBinder =
  <K extends string>(filters: Record<K, string>, setFilter: (key: K, value: string) => void) =>
  (key: K, fallback = ''): FilterBinding => ({
    value: filters[key] || fallback,
    onChange: (value) => setFilter(key, value),
  });
