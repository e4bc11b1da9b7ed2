export type ResponseType = 'json' | 'blob';

export type TransportRequest = {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  responseType: ResponseType;
  /** Upload progress from 0 to 1; only the XMLHttpRequest transport can report it. */
  onUploadProgress?: (fraction: number) => void;
  /** Download progress from 0 to 1 when the answer states its length; XMLHttpRequest transport only. */
  onDownloadProgress?: (fraction: number) => void;
};

export type TransportResponse = {
  status: number;
  ok: boolean;
  header: (name: string) => string | null;
  /** Parsed JSON (or text) for errors and JSON calls, a Blob for successful blob calls. */
  body: unknown;
};

const parseText = (text: string): unknown => {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const fetchTransport = async (request: TransportRequest): Promise<TransportResponse> => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const isBlob = response.ok && request.responseType === 'blob';
  return {
    status: response.status,
    ok: response.ok,
    header: (name) => response.headers.get(name),
    body: isBlob ? await response.blob() : parseText(await response.text()),
  };
};

/** fetch cannot report upload progress, so uploads go through XMLHttpRequest. */
export const xhrTransport = (request: TransportRequest): Promise<TransportResponse> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    const report = request.onUploadProgress;
    if (report) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
      };
    }
    const reportDownload = request.onDownloadProgress;
    if (reportDownload) {
      xhr.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) reportDownload(event.loaded / event.total);
      };
    }
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    xhr.onload = async () => {
      request.signal?.removeEventListener('abort', abort);
      const ok = xhr.status >= 200 && xhr.status < 300;
      let body: unknown;
      if (xhr.response instanceof Blob) body = ok ? xhr.response : parseText(await xhr.response.text());
      else body = parseText(String(xhr.responseText ?? ''));
      resolve({ status: xhr.status, ok, header: (name) => xhr.getResponseHeader(name), body });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    xhr.send(request.body ?? null);
  });
