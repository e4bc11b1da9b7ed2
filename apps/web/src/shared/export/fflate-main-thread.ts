import {
  type AsyncZipOptions,
  type AsyncZippable,
  type FlateCallback,
  type FlateError,
  type Zippable,
  zipSync,
} from 'fflate/browser';

export * from 'fflate/browser';

/**
 * fflate's zip without Web Workers; vite.config.ts points write-excel-file's `fflate` here. The asynchronous
 * zip compresses files above 160 KB (a sheet of about a thousand rows) in a Worker started from a blob: URL,
 * which the portal's CSP (`script-src 'self'`) blocks without an error event, so a large export would wait
 * forever. The synchronous zip does the same work on the page's thread.
 */
export function zip(
  data: AsyncZippable,
  optionsOrCallback: AsyncZipOptions | FlateCallback,
  maybeCallback?: FlateCallback,
): () => void {
  const callback = typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback;
  const options = typeof optionsOrCallback === 'function' ? undefined : optionsOrCallback;
  let isCancelled = false;
  setTimeout(() => {
    if (isCancelled || !callback) return;
    try {
      callback(null, zipSync(data as Zippable, options));
    } catch (error) {
      callback(error as FlateError, new Uint8Array());
    }
  }, 0);
  return () => {
    isCancelled = true;
  };
}
