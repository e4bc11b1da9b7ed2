import { useCallback, useEffect, useRef, useState } from 'react';

// A lookup answers as the user types; a shorter pause than a list filter's keeps the suggestions close.
const LOOKUP_SEARCH_DELAY_MS = 300;

/**
 * The text a searchable select asks its lookup for: `onSearch` reports it after a short pause, `reset` (on blur)
 * empties it at once and drops a pause still running, so a late keystroke cannot bring the old text back.
 */
export const useLookupSearch = () => {
  const [query, setQuery] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearch = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuery(text.trim()), LOOKUP_SEARCH_DELAY_MS);
  }, []);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setQuery('');
  }, []);
  return { query, onSearch, reset };
};
