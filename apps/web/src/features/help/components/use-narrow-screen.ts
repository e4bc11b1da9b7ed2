import { useSyncExternalStore } from 'react';

// The same width as the CSS of the help pages: at most 768px the contents fold above the text.
const NARROW_SCREEN_QUERY = '(max-width: 768px)';

const mediaQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : null;

const subscribe = (onChange: () => void): (() => void) => {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

export const useIsNarrowScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
