import { createContext, useCallback, useContext, useMemo, useState } from 'react';

/** Lets a form know that one of its upload fields is still sending a file, so Save waits for it. */
export type UploadTracker = { begin: () => () => void };

export const UploadTrackerContext = createContext<UploadTracker | null>(null);

export const useUploadTracker = (): UploadTracker | null => useContext(UploadTrackerContext);

/** The tracker a form provides, and whether any upload is running. */
export const useUploadCounter = (): { tracker: UploadTracker; isUploading: boolean } => {
  const [count, setCount] = useState(0);
  const begin = useCallback(() => {
    setCount((current) => current + 1);
    let hasEnded = false;
    return () => {
      if (hasEnded) return;
      hasEnded = true;
      setCount((current) => current - 1);
    };
  }, []);
  const tracker = useMemo(() => ({ begin }), [begin]);
  return { tracker, isUploading: count > 0 };
};
