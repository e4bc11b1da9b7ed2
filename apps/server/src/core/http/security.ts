import type { FastifyInstance } from 'fastify';

// CSP for the SPA: own scripts only; antd injects <style> tags at run time, hence 'unsafe-inline' for styles.
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'object-src': ["'none'"],
  'frame-src': ["'self'", 'blob:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The headers helmet would set, computed once: they never depend on the request, and helmet's
 * per-request middleware chain cost a tenth of the throughput of a trivial route (issue 2 bench).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * API answers are data, never documents a user navigates in: they need only what stops sniffing and framing.
 * CSP's frame-ancestors is the framing rule every supported browser applies (X-Frame-Options is its legacy
 * twin), and Referrer-Policy governs navigations a JSON answer never starts. Each header costs every answer
 * its validation and bytes: two of them were a tenth of a trivial route's work (issue 2 bench).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
};

/** A file by its signed link is shown in the portal's own file viewer (an <iframe> of a PDF): framed by it only. */
export const FRAMED_FILE_CSP = "default-src 'none';frame-ancestors 'self'";

const HSTS = 'max-age=31536000; includeSubDomains';

// The interactive API documentation is a page with scripts, so it gets the document set.
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export const registerSecurityHeaders = (app: FastifyInstance, isBehindProxy: boolean) => {
  // TLS ends at a proxy (TRUST_PROXY); without one every request is plain http and gets no HSTS.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    if (isBehindProxy && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
};
