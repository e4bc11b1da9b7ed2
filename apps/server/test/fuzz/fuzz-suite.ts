import type { Access } from '@portal/contract/access';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../factories';
import { CYRILLIC } from '../problem';
import type { TestApp } from '../test-app';
import { type Attempt, attemptsOf, COMPANY_PARAMETERS, operations } from './fuzz-attempts';
import { type Operation, type Parameter, prng, queryString, SEED, sample } from './fuzz-values';

export type Side = 'customer' | 'contractor';
export type FuzzSession = { auth: Record<string, string>; companyId: number };

export type FuzzTarget = {
  /** The app on the database to fuzz, ready to answer. */
  open: () => Promise<TestApp>;
  /** A signed-in admin of the side, whose company the paths name; asked again when the fuzzing ended a session. */
  signIn: (app: FastifyInstance, side: Side) => Promise<FuzzSession>;
  /** Record ids from 1 to this go into the paths of a read's or a delete's plausible request (1 when absent). */
  idSpread?: number;
  /** The time opening the app or one operation's attempts may take, when the data makes them slower. */
  timeoutMs?: number;
};

const sideOf = (access: Access): Side | null => {
  if (access === 'public') return null;
  return access.startsWith('contractor') ? 'contractor' : 'customer';
};

const describeAttempt = (operation: Operation, url: string, attempt: Attempt): string => {
  const body = attempt.raw
    ? `raw ${attempt.raw.contentType} ${JSON.stringify(attempt.raw.payload.slice(0, 80))}`
    : JSON.stringify(attempt.body ?? null)?.slice(0, 200);
  return `${operation.method} ${url.slice(0, 200)} ${body}`;
};

/**
 * Issue 11: every operation of docs/openapi.json, driven by the document alone, so an endpoint added later is
 * fuzzed with no new test code. Requests carry a real token of the side the operation's `x-access` names. No
 * answer may be a 5xx, every 4xx is the Russian problem body, and the server is healthy at the end.
 */
export const defineFuzzSuite = (title: string, target: FuzzTarget) => {
  let t: TestApp;
  const sessions = new Map<Side, FuzzSession>();
  let requestCount = 0;
  const statusCounts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  const random = prng(SEED);

  /** A signed-in admin of the side, made again if the fuzzing itself ended the session (logout, self-blocking). */
  const sessionOf = async (side: Side): Promise<FuzzSession> => {
    const known = sessions.get(side);
    if (known) return known;
    const session = await target.signIn(t.app, side);
    sessions.set(side, session);
    return session;
  };

  const pathValue = (parameter: Parameter, session: FuzzSession | null): string => {
    if (COMPANY_PARAMETERS.has(parameter.name) && session) return String(session.companyId);
    return String(sample(parameter.schema));
  };

  /** Sends one attempt and answers what is wrong with the answer, or null. */
  const send = async (operation: Operation, attempt: Attempt): Promise<string | null> => {
    const side = sideOf(operation.access);
    let session = side ? await sessionOf(side) : null;
    const build = () => {
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const raw = attempt.path?.[name];
        if (raw !== undefined) return raw;
        const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
        return encodeURIComponent(parameter ? pathValue(parameter, session) : '1');
      });
      return `${path}${queryString(attempt.query ?? {})}`;
    };
    const inject = async (url: string): Promise<LightMyRequestResponse> => {
      requestCount += 1;
      const headers: Record<string, string> = { ...(session?.auth ?? {}) };
      if (attempt.raw?.contentType) headers['content-type'] = attempt.raw.contentType;
      if (attempt.body !== undefined && !attempt.raw) headers['content-type'] = 'application/json';
      const payload = attempt.raw
        ? attempt.raw.payload
        : attempt.body === undefined
          ? undefined
          : JSON.stringify(attempt.body);
      const response = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      });
      statusCounts[`${Math.floor(response.statusCode / 100)}xx` as keyof typeof statusCounts] += 1;
      return response;
    };
    let url = build();
    let response = await inject(url);
    if (response.statusCode === 401 && side) {
      // Did the fuzzing end this session (a logout, a password change)? Then try again as a fresh admin.
      const check = await t.app.inject({ method: 'GET', url: '/api/login/check', headers: session!.auth });
      if (check.statusCode === 401) {
        sessions.delete(side);
        session = await sessionOf(side);
        url = build();
        response = await inject(url);
      }
    }
    const label = describeAttempt(operation, url, attempt);
    if (response.statusCode >= 500) return `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    if (response.statusCode < 400) return null;
    if (!/^application\/problem\+json/.test(String(response.headers['content-type']))) {
      return `${label} → ${response.statusCode} with ${response.headers['content-type']}: ${response.body.slice(0, 200)}`;
    }
    const problem = response.json() as { title?: string; detail?: string; status?: number };
    if (
      problem.status !== response.statusCode ||
      !CYRILLIC.test(problem.title ?? '') ||
      !CYRILLIC.test(problem.detail ?? '')
    ) {
      return `${label} → ${response.statusCode} not a Russian problem: ${response.body.slice(0, 200)}`;
    }
    return null;
  };

  describe(`fuzzing every operation of docs/openapi.json on ${title} (seed ${SEED})`, () => {
    beforeAll(async () => {
      t = await target.open();
    }, target.timeoutMs);
    afterAll(async () => {
      const counts = Object.entries(statusCounts)
        .map(([range, count]) => `${count} × ${range}`)
        .join(', ');
      console.info(
        `fuzz on ${title}: seed ${SEED}, ${requestCount} requests over ${operations.length} operations (${counts})`,
      );
      await t?.close();
    });

    it('reads every operation and its access from the document', () => {
      expect(operations.length).toBeGreaterThan(100);
      for (const operation of operations)
        expect(operation.access, `${operation.method} ${operation.path}`).toBeTruthy();
    });

    for (const operation of operations) {
      it(`${operation.method} ${operation.path} answers no 5xx and only Russian problems`, {
        timeout: target.timeoutMs,
      }, async () => {
        const failures: string[] = [];
        for (const attempt of attemptsOf(operation, random, target.idSpread)) {
          const failure = await send(operation, attempt);
          if (failure) failures.push(failure);
        }
        expect(failures).toEqual([]);
      });
    }

    it('leaves the server healthy: health answers 200 and a real login works', async () => {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const signedIn = await createSignedInUser(t.app, 'customer', ['ROLE_ADMIN']);
      const check = await t.app.inject({ method: 'GET', url: '/api/login/check', headers: signedIn.auth });
      expect(check.statusCode).toBe(200);
    });
  });
};

/** The empty database's sessions: a fresh company of the side with one admin. */
export const signInFreshCompany = async (app: FastifyInstance, side: Side): Promise<FuzzSession> => {
  const signedIn = await createSignedInUser(app, side, ['ROLE_ADMIN']);
  return { auth: signedIn.auth, companyId: signedIn.company.id };
};
