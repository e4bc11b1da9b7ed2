import { createHash } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_TTL_HOURS,
} from '@portal/contract/integration/integration.constants';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeys } from '../../db/schema/index';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import { startPeriodicWork } from '../periodic-work';
import { conflict, HttpProblem } from './problem';

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3600 * 1000;
const SWEEP_INTERVAL_MS = 3600 * 1000;
export const REPLAYED_HEADER = 'idempotent-replayed';
const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The idempotency row this request runs under; its answer is stored when sent. */
    idempotencyRowId?: number;
  }
}

type Scope = { ownerType: 'customer' | 'contractor'; ownerId: number; credential: string };

const scopeOf = (principal: Principal): Scope => ({
  ownerType: principal.ownerType,
  ownerId: principal.ownerId,
  credential: principal.apiKey ? `key:${principal.apiKey.id}` : `user:${principal.userId}`,
});

/** SHA-256 of the method, the path with its query and the JSON body: "the same request". */
export const requestHashOf = (method: string, url: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method} ${url}\n${body === undefined ? '' : JSON.stringify(body)}`)
    .digest('hex');

const keyOf = (request: FastifyRequest): string | null => {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header.join(',') : header;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !PRINTABLE_ASCII.test(key)) {
    throw new HttpProblem(
      422,
      `Заголовок Idempotency-Key: от 1 до ${IDEMPOTENCY_KEY_MAX_LENGTH} печатных символов ASCII`,
    );
  }
  return key;
};

/**
 * Issue 26 / DESIGN 12 (the IETF Idempotency-Key draft): a POST with a principal and an Idempotency-Key runs once
 * per key of its company and credential; for 24 hours the same request answers the first answer again (whatever
 * its status except 5xx, which is forgotten so a retry runs), another request under the key is refused with 422,
 * and one still running with 409.
 */
export const registerIdempotency = (app: FastifyInstance, ctx: AppContext) => {
  const { db } = ctx;

  // After the route's access guard (onRequest) and the body's parsing, before validation: a 422 of the body is an
  // answer like any other.
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.principal) return;
    const key = keyOf(request);
    if (key === null) return;
    const scope = scopeOf(request.principal);
    const requestHash = requestHashOf(request.method, request.url, request.body);
    const now = ctx.clock.now();
    const where = and(
      eq(idempotencyKeys.ownerType, scope.ownerType),
      eq(idempotencyKeys.ownerId, scope.ownerId),
      eq(idempotencyKeys.credential, scope.credential),
      eq(idempotencyKeys.key, key),
    );
    const claim = () =>
      db
        .insert(idempotencyKeys)
        .values({ ...scope, key, requestHash, state: 'running', createdAt: now })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
    let [inserted] = await claim();
    let first = inserted ? undefined : (await db.select().from(idempotencyKeys).where(where))[0];
    // An expired row the sweep has not removed yet no longer counts: this request takes the key afresh.
    if (first && first.createdAt.getTime() < now.getTime() - TTL_MS) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, first.id));
      [inserted] = await claim();
      first = undefined;
    }
    if (inserted) {
      request.idempotencyRowId = inserted.id;
      return;
    }
    // Deleted in between (the first answered 5xx, or expired and taken by another): unguarded it would race.
    if (!first) throw conflict('Запрос с этим ключом Idempotency-Key ещё выполняется, повторите позже');
    if (first.requestHash !== requestHash) {
      throw new HttpProblem(422, 'Ключ Idempotency-Key уже использован для другого запроса');
    }
    if (first.state === 'running') {
      throw conflict('Запрос с этим ключом Idempotency-Key ещё выполняется, повторите позже');
    }
    reply.code(first.responseStatus!).header(REPLAYED_HEADER, 'true');
    if (first.responseContentType) reply.type(first.responseContentType);
    return reply.send(first.responseBody ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyRowId;
    if (id === undefined) return payload;
    request.idempotencyRowId = undefined;
    const isStorable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload == null;
    if (reply.statusCode >= 500 || !isStorable) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await db
      .update(idempotencyKeys)
      .set({
        state: 'done',
        responseStatus: reply.statusCode,
        responseBody: payload == null ? null : payload.toString(),
        responseContentType: typeof contentType === 'string' ? contentType : null,
      })
      .where(eq(idempotencyKeys.id, id));
    return payload;
  });

  // A request whose answer was never sent (the client went away first) leaves no running row behind.
  app.addHook('onResponse', async (request) => {
    const id = request.idempotencyRowId;
    if (id !== undefined) await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  });

  const sweep = startPeriodicWork(
    'idempotency keys sweep',
    SWEEP_INTERVAL_MS,
    () => sweepIdempotencyKeys(ctx),
    ctx.log,
  );
  app.addHook('onClose', () => sweep.stop());
};

/** Deletes the rows older than 24 hours. */
export const sweepIdempotencyKeys = async ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) => {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(clock.now().getTime() - TTL_MS)));
};
