import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { sendProblem } from './error-handler';
import { spaPages } from './spa-page';

/**
 * Unknown /api paths answer the problem body. Fastify answers 404 for a known path with another method;
 * a second router of every declared path turns that into 405 with an Allow header. Other GETs fall back
 * to the SPA's page so client-side routes survive a reload.
 */
export const registerNotFound = (app: FastifyInstance, webDist: string | null) => {
  const knownPaths = FindMyWay();
  const sendPage = webDist ? spaPages(webDist) : null;
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS' || !route.url.startsWith('/api')) continue;
      if (!knownPaths.hasRoute(method as HTTPMethod, route.url)) {
        knownPaths.on(method as HTTPMethod, route.url, () => undefined);
      }
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && sendPage && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(request, reply, path);
    }
    const allowed = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((method) =>
      knownPaths.find(method, path),
    );
    if (isApi && allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      return sendProblem(request, reply, 405, `Метод ${request.method} не поддерживается для этого адреса`);
    }
    return sendProblem(request, reply, 404, isApi ? 'Адрес не найден' : 'Страница не найдена');
  });
};
