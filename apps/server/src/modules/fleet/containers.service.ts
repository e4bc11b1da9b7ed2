import {
  CONTAINER_MESSAGES,
  type Container,
  type ContainerValues,
} from '@portal/contract/fleet/containers.schemas';
import { CONTAINER_TYPES, findReference } from '@portal/contract/fleet/fleet-references';
import type { Page, PageQuery } from '@portal/contract/pagination';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import { writeAudit } from '../../core/audit';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import type { Db, Tx } from '../../core/db/database';
import { countRows, refuseWhenInUse } from '../../core/db/in-use';
import { containsPattern, pageAnswer } from '../../core/db/paging';
import { conflict, notFound } from '../../core/http/problem';
import { containers, contractors, routeContainers } from '../../db/schema/index';
import { iso } from './fleet-scope';

const AUDIT = 'container';

const selectContainers = (db: Db | Tx) =>
  db
    .select({ container: containers, contractorName: contractors.name })
    .from(containers)
    .innerJoin(contractors, eq(contractors.id, containers.contractorId))
    .$dynamic();

type ContainerRow = Awaited<ReturnType<typeof selectContainers>>[number];

export const containerTypeOf = (id: number) =>
  findReference(CONTAINER_TYPES, id) ?? { id, name: String(id), volume: 0 };

const present = ({ container, contractorName }: ContainerRow): Container => ({
  id: container.id,
  contractor: { id: container.contractorId, name: contractorName },
  number: container.number,
  containerType: containerTypeOf(container.containerTypeId),
  volume: container.volume,
  createdAt: iso(container.createdAt),
  updatedAt: iso(container.updatedAt),
});

const notFoundContainer = () => notFound(CONTAINER_MESSAGES.notFound);

const find = async (db: Db | Tx, contractorId: number, id: number, { lock = false } = {}) => {
  const query = selectContainers(db).where(
    and(eq(containers.contractorId, contractorId), eq(containers.id, id)),
  );
  const [row] = lock ? await query.for('update', { of: containers }) : await query;
  return row ?? null;
};

// Unique within the carrier only: a box moves between carriers (leased, sold), so another carrier's record of
// the same ISO 6346 number is that carrier's own and is not refused.
const numberTaken = async (db: Db | Tx, contractorId: number, number: string, exceptId?: number) =>
  (
    await db
      .select({ id: containers.id })
      .from(containers)
      .where(and(eq(containers.contractorId, contractorId), eq(containers.number, number)))
  ).some((row) => row.id !== exceptId);

const columnsOf = ({ number, containerType, volume }: ContainerValues) => ({
  number,
  containerTypeId: containerType,
  volume: volume ?? containerTypeOf(containerType).volume,
});

export const listContainers = async (
  ctx: AppContext,
  principal: Principal,
  { page, limit, query }: PageQuery & { query?: string | undefined },
): Promise<Page<Container>> => {
  const where = and(
    eq(containers.contractorId, principal.ownerId),
    query ? ilike(containers.number, containsPattern(query.replace(/\s/g, ''))) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    selectContainers(ctx.db)
      .where(where)
      .orderBy(desc(containers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    ctx.db.select({ total: count() }).from(containers).where(where),
  ]);
  return pageAnswer(rows.map(present), totals?.total ?? 0, { page, limit });
};

export const getContainer = async (ctx: AppContext, principal: Principal, id: number): Promise<Container> => {
  const row = await find(ctx.db, principal.ownerId, id);
  if (!row) throw notFoundContainer();
  return present(row);
};

export const createContainer = async (ctx: AppContext, principal: Principal, values: ContainerValues) => {
  const id = await ctx.db.transaction(async (tx) => {
    if (await numberTaken(tx, principal.ownerId, values.number))
      throw conflict(CONTAINER_MESSAGES.numberTaken);
    const [row] = await tx
      .insert(containers)
      .values({ ...columnsOf(values), contractorId: principal.ownerId })
      .returning({ id: containers.id });
    await writeAudit(tx, {
      actorUserId: principal.userId,
      entity: AUDIT,
      entityId: row!.id,
      action: 'create',
    });
    return row!.id;
  });
  return getContainer(ctx, principal, id);
};

export const editContainer = async (
  ctx: AppContext,
  principal: Principal,
  id: number,
  values: ContainerValues,
) => {
  await ctx.db.transaction(async (tx) => {
    if (!(await find(tx, principal.ownerId, id))) throw notFoundContainer();
    if (await numberTaken(tx, principal.ownerId, values.number, id))
      throw conflict(CONTAINER_MESSAGES.numberTaken);
    await tx
      .update(containers)
      .set({ ...columnsOf(values), updatedAt: sql`now()` })
      .where(eq(containers.id, id));
    await writeAudit(tx, { actorUserId: principal.userId, entity: AUDIT, entityId: id, action: 'update' });
  });
  return getContainer(ctx, principal, id);
};

export const removeContainer = async (ctx: AppContext, principal: Principal, id: number) => {
  await ctx.db.transaction(async (tx) => {
    if (!(await find(tx, principal.ownerId, id, { lock: true }))) throw notFoundContainer();
    // Issue 21: a container on a flight stays, so no flight loses it silently.
    const flights = await countRows(tx, routeContainers, eq(routeContainers.containerId, id));
    refuseWhenInUse({ flights }, CONTAINER_MESSAGES.inUse);
    await tx.delete(containers).where(eq(containers.id, id));
    await writeAudit(tx, { actorUserId: principal.userId, entity: AUDIT, entityId: id, action: 'delete' });
  });
};
