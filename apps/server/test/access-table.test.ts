import Fastify, { type HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccess } from '../src/core/auth/access-plugin';
import { createTokenService } from '../src/core/auth/jwt';
import { systemClock } from '../src/core/clock';
import { createMemoryRateLimiter } from '../src/core/rate-limit/rate-limiter';
import { createSignedInUser } from './factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sortedRoutes = () =>
  [...t.app.declaredRoutes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

/** A plain text table, so a change of any route's access shows as a readable diff in review. */
const accessTable = (): string => {
  const rows = sortedRoutes().map(({ method, url, access }) => [method, url, access]);
  const header = ['METHOD', 'URL', 'ACCESS'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return `${[line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')}\n`;
};

const noApiKeys = { authenticate: async () => null, rateLimiter: createMemoryRateLimiter(systemClock) };

describe('declared access', () => {
  it('matches the committed table of every route and its access', async () => {
    await expect(accessTable()).toMatchFileSnapshot('./__snapshots__/access-table.txt');
  });

  it('declares every /api route exactly once per method', () => {
    const keys = t.app.declaredRoutes.map(({ method, url }) => `${method} ${url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /api/login');
  });

  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify({ logger: false });
    registerAccess(app, {
      tokens: createTokenService(t.config.jwtSecret),
      sessionStatus: { recall: () => false, isRefused: async () => false },
      apiKeys: noApiKeys,
    });
    app.register(async (scope) => {
      scope.get('/api/forgotten', async () => ({ isOpen: true }));
    });
    await expect(app.ready()).rejects.toThrow('Route GET /api/forgotten declares no access (config.access)');
    await app.close();
  });

  it('starts when every /api route declares its access', async () => {
    const app = Fastify({ logger: false });
    registerAccess(app, {
      tokens: createTokenService(t.config.jwtSecret),
      sessionStatus: { recall: () => false, isRefused: async () => false },
      apiKeys: noApiKeys,
    });
    app.register(async (scope) => {
      scope.get('/api/remembered', { config: { access: 'customer:admin' } }, async () => ({ isOpen: false }));
    });
    await app.ready();
    expect(app.declaredRoutes).toEqual([{ method: 'GET', url: '/api/remembered', access: 'customer:admin' }]);
    await app.close();
  });
});

describe('guards', () => {
  it('guards the HEAD twin of every protected GET route like the route itself', async () => {
    const protectedGets = sortedRoutes().filter(
      ({ method, access }) => method === 'GET' && access !== 'public',
    );
    expect(protectedGets.length).toBeGreaterThan(0);
    for (const { url } of protectedGets) {
      const path = url.replace(/:\w+/g, '1').replace('*', '1');
      const response = await t.app.inject({ method: 'HEAD', url: path });
      expect(response.statusCode, `HEAD ${path} without a token`).toBe(401);
    }
  });

  it('answers a refusal with the security headers of every API answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/time' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('company paths', () => {
  const companyRoutes = () =>
    sortedRoutes().filter(({ url }) => url.includes(':customerId') || url.includes(':contractorId'));

  it('answers 404 on every company path called with another company of the same side', async () => {
    const routes = companyRoutes();
    // Guards against the filter silently matching nothing.
    expect(routes.length).toBeGreaterThan(0);
    for (const { method, url } of routes) {
      const side = url.includes(':customerId') ? 'customer' : 'contractor';
      const caller = await createSignedInUser(t.app, side, ['ROLE_ADMIN'], 0);
      const victim = await createSignedInUser(t.app, side, ['ROLE_ADMIN'], 0);
      const path = url
        .replace(/:customerId|:contractorId/g, String(victim.company.id))
        .replace(/:\w+/g, '1')
        .replace('*', '1');
      const response = await t.app.inject({
        method: method as HTTPMethods,
        url: path,
        headers: caller.auth,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${path} with another ${side}'s token`).toBe(404);
    }
    // Two sign-ins per company route: the time grows with every feature's routes, past the default 30 s.
  }, 180_000);
});
