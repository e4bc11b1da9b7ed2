import { type Access, accessRule } from '@portal/contract/access';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notFound, unauthorized } from '../http/problem';
import { type ApiKeyAuthenticator, checkKeyMayCall, isClosedToKeys, takeKeyRequest } from './api-key-access';
import { isApiKeyToken } from './api-key-token';
import type { TokenService } from './jwt';
import type { Principal } from './principal';
import type { SessionStatusCache } from './session-status-cache';

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

export type Authenticator = {
  tokens: TokenService;
  sessionStatus: Pick<SessionStatusCache, 'recall' | 'isRefused'>;
  apiKeys: ApiKeyAuthenticator;
};

/**
 * Paths whose `:param` names a company: only that company's own users may use them. DESIGN 12: statistics answer
 * the other side 403 (carriers have no statistics) and another customer 404.
 */
const COMPANY_PATHS = [
  { prefix: '/api/customers/:customerId', ownerType: 'customer', param: 'customerId', otherSide: 404 },
  {
    prefix: '/api/contractors/:contractorId',
    ownerType: 'contractor',
    param: 'contractorId',
    otherSide: 404,
  },
  { prefix: '/api/statistics/:customerId', ownerType: 'customer', param: 'customerId', otherSide: 403 },
] as const;

type CompanyPath = (typeof COMPANY_PATHS)[number];

/**
 * STYLE "Access is declared, not remembered": every route declares `config.access`; a route without one
 * stops the start. Paths under /api/customers/:customerId and /api/contractors/:contractorId belong to the
 * caller's company only; another company's id answers 404 so ids cannot be probed.
 *
 * Each route gets its own guard, built once from its declaration: nothing about the route is looked up
 * per request, and a token and user status already known are checked without a promise.
 */
export const registerAccess = (app: FastifyInstance, authenticator: Authenticator) => {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('principal', null);
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    // The interactive API documentation is public by design.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'public' };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const access = route.config?.access;
    if (!access)
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    // The OpenAPI document names each operation's access (`x-access`), so a client or a test can read it there.
    route.schema = { ...route.schema, ['x-access' as string]: access };
    const companyPath = COMPANY_PATHS.find((path) => route.url.startsWith(path.prefix)) ?? null;
    const ownHooks = route.onRequest ? [route.onRequest].flat() : [];
    const guard = guardFor(access, companyPath, isClosedToKeys(route.url), authenticator);
    route.onRequest = [guard, ...ownHooks];
    // HEAD twins of GET routes are guarded like them but are not declarations of their own.
    for (const method of methods) {
      if (method !== 'HEAD' && method !== 'OPTIONS') declared.push({ method, url: route.url, access });
    }
  });
};

const guardFor = (
  access: Access,
  companyPath: CompanyPath | null,
  isClosedToKey: boolean,
  { tokens, sessionStatus, apiKeys }: Authenticator,
) => {
  const allows = accessRule(access);
  const isPublic = access === 'public';

  const admit = (
    request: FastifyRequest,
    token: string | null,
    principal: Principal | null,
    isRefused: boolean,
  ) => {
    request.principal = principal;
    if (isPublic) return;
    if (!principal) throw unauthorized(token ? 'Сессия истекла, войдите снова' : 'Требуется вход в систему');
    // A token of an ended session, or signed before the account's rights changed, stops working at once.
    if (isRefused) throw unauthorized('Сессия завершена, войдите снова');
    if (companyPath && !ownsCompany(principal, companyPath, request.params))
      throw companyPath.otherSide === 403 && principal.ownerType !== companyPath.ownerType
        ? forbidden()
        : notFound();
    if (principal.apiKey) checkKeyMayCall(principal.apiKey, request.method, isClosedToKey);
    if (!allows(principal)) throw forbidden();
  };

  const authenticate = async (request: FastifyRequest, token: string) => {
    const principal = await tokens.verify(token);
    const isRefused = principal && !isPublic ? await sessionStatus.isRefused(principal) : false;
    admit(request, token, principal, isRefused);
  };

  // Issue 26: a key is looked up on every request (a revoke stops it at once, in every process) and counted.
  const authenticateKey = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const principal = await apiKeys.authenticate(key);
    if (!principal) {
      if (isPublic) return;
      throw unauthorized('Ключ API недействителен или отозван');
    }
    await takeKeyRequest(apiKeys.rateLimiter, principal.apiKey!, reply);
    admit(request, key, principal, false);
  };

  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const token = bearerToken(request);
    if (token && isApiKeyToken(token)) {
      authenticateKey(request, reply, token).then(() => done(), done);
      return;
    }
    const principal = token ? tokens.recall(token) : null;
    const isRefused = principal && !isPublic ? sessionStatus.recall(principal) : false;
    if (principal === undefined || isRefused === undefined) {
      authenticate(request, token!).then(() => done(), done);
      return;
    }
    let refusal: Error | undefined;
    try {
      admit(request, token, principal, isRefused);
    } catch (error) {
      refusal = error as Error;
    }
    done(refusal);
  };
};

const ownsCompany = (principal: Principal, path: CompanyPath, params: unknown) =>
  principal.ownerType === path.ownerType &&
  String(principal.ownerId) === (params as Record<string, string | undefined>)[path.param];

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}
