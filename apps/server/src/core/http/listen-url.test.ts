import { describe, expect, it } from 'vitest';
import { listenUrl } from './listen-url';

describe('listenUrl', () => {
  it('shows localhost for a server listening on every interface', () => {
    expect(listenUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenUrl('::', 8080)).toBe('http://localhost:8080');
  });

  it('shows the one address a server listens on, an IPv6 one in brackets', () => {
    expect(listenUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(listenUrl('portal.local', 3000)).toBe('http://portal.local:3000');
    expect(listenUrl('::1', 3000)).toBe('http://[::1]:3000');
  });
});
