import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// CSP for the SPA: own scripts only; antd injects <style> tags at run time, hence 'unsafe-inline' for styles.
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export const registerSecurityHeaders = async (app: FastifyInstance, isBehindProxy: boolean) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // HSTS only makes sense behind TLS; it is added per request below.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // TLS ends at a proxy (TRUST_PROXY); without one every request is plain http and needs no hook.
  if (!isBehindProxy) return;
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
};
