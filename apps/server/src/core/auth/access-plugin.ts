import { type Access, accessAllows } from '@portal/contract/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../http/problem';
import type { TokenService } from './jwt';
import type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
};

export const requirePrincipal = (request: FastifyRequest): Principal => {
  if (!request.principal) throw unauthorized();
  return request.principal;
};

export type DeclaredRoute = { method: string; url: string; access: Access };

/**
 * STYLE "Access is declared, not remembered": every route declares `config.access`; a route without one
 * stops the start. Paths under /api/customers/:customerId and /api/contractors/:contractorId belong to the
 * caller's company only; another company's id answers 404 so ids cannot be probed.
 */
export const registerAccess = (
  app: FastifyInstance,
  tokens: TokenService,
  isBlocked: (userId: number) => Promise<boolean>,
) => {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('principal', null);
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'HEAD' || method === 'OPTIONS')) return;
    if (!route.url.startsWith('/api')) return;
    // The interactive API documentation is public by design.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    for (const method of methods) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const token = bearerToken(request);
    if (token) request.principal = await tokens.verify(token);
    if (access === 'public') return;
    const principal = request.principal;
    if (!principal) throw unauthorized(token ? 'Сессия истекла, войдите снова' : 'Требуется вход в систему');
    // A blocked user's still-valid access token stops working at once.
    if (await isBlocked(principal.userId)) throw unauthorized('Учётная запись заблокирована');
    checkOwnership(request, principal);
    if (!accessAllows(access, principal)) throw forbidden();
  });
};

const checkOwnership = (request: FastifyRequest, principal: Principal) => {
  const params = request.params as Record<string, string | undefined>;
  const url = request.routeOptions.url ?? '';
  if (
    url.startsWith('/api/customers/:customerId') &&
    !ownsCompany(principal, 'customer', params.customerId)
  ) {
    throw notFound();
  }
  if (
    url.startsWith('/api/contractors/:contractorId') &&
    !ownsCompany(principal, 'contractor', params.contractorId)
  ) {
    throw notFound();
  }
};

const ownsCompany = (principal: Principal, ownerType: Principal['ownerType'], id: string | undefined) =>
  principal.ownerType === ownerType && String(principal.ownerId) === id;

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}
