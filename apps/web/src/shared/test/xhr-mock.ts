import { vi } from 'vitest';

export type XhrCall = { method: string; url: string; headers: Record<string, string> };

/**
 * Replaces XMLHttpRequest (the transport of downloads and uploads that report progress) with one that answers each
 * request with `answer(call)` as a blob, after one progress event; returns the calls it saw.
 */
export const mockXhr = (answer: (call: XhrCall) => { status: number; body: Blob }) => {
  const calls: XhrCall[] = [];
  class FakeXhr {
    status = 0;
    response: Blob | null = null;
    responseText = '';
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onprogress: ((event: Partial<ProgressEvent>) => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private call: XhrCall = { method: 'GET', url: '', headers: {} };
    open(method: string, url: string) {
      this.call = { method, url, headers: {} };
    }
    setRequestHeader(name: string, value: string) {
      this.call.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? (this.response?.type ?? null) : null;
    }
    abort() {
      this.onabort?.();
    }
    send() {
      calls.push(this.call);
      const { status, body } = answer(this.call);
      setTimeout(() => {
        this.onprogress?.({ lengthComputable: true, loaded: body.size, total: body.size });
        this.status = status;
        this.response = body;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
};
