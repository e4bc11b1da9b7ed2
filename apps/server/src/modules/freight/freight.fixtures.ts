import { and, asc, eq, inArray } from 'drizzle-orm';
import { createCustomerTeam, createSignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import {
  auditLog,
  departments,
  organizations,
  routes,
  routeTariffs,
  transportationNames,
} from '../../db/schema/index';

export type Auth = Record<string, string>;

/**
 * A moment of next year («05-01T10:00:00+03:00» → next 1 May): in the future on any day the tests run, and inside
 * the two years ahead a flight may be planned for.
 */
export const nextYear = (monthDayTime: string) => `${new Date().getUTCFullYear() + 1}-${monthDayTime}`;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Test helpers shared by the freight route tests: a customer with a route way, a carrier, calls. */
export const freightKit = (t: TestApp) => {
  const call = (method: Method, url: string, auth: Auth, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const departmentIds = async (...codes: string[]): Promise<number[]> => {
    const rows = await t.app.ctx.db.select().from(departments).where(inArray(departments.code, codes));
    return codes.map((code) => rows.find((row) => row.code === code)!.id);
  };

  /** A customer team with an organization, a kind of cargo and the way Москва → Казань → Екатеринбург. */
  const setUpCustomer = async (tariff: number | null = 150_000) => {
    const team = await createCustomerTeam(t.app);
    const customerId = team.customer.id;
    const db = t.app.ctx.db;
    const [organization] = await db
      .insert(organizations)
      .values({ customerId, name: 'ООО «Торговый дом»', inn: '7701234567', kpp: '770101001' })
      .returning();
    const [transportation] = await db
      .insert(transportationNames)
      .values({ customerId, name: 'Продукты питания', color: '#52c41a' })
      .returning();
    const [msk, kzn, ekb] = await departmentIds('МСК', 'КЗН', 'ЕКБ');
    const base = `/api/customers/${customerId}`;
    const created = await call('POST', `${base}/route_ways`, team.admin.auth, {
      code: 'МСК-ЕКБ',
      name: 'Москва — Екатеринбург через Казань',
      transportationType: 2,
      points: [
        { department: msk, distance: 0 },
        { department: kzn, distance: 820 },
        { department: ekb, distance: 1790 },
      ],
    });
    if (created.statusCode !== 201) throw new Error(created.body);
    const routeWayId = created.json().id as number;
    if (tariff !== null)
      await db.insert(routeTariffs).values({ routeWayId, summKopecks: tariff * 100, source: 0 });
    return {
      ...team,
      customerId,
      base,
      routesUrl: `${base}/routes`,
      organizationId: organization!.id,
      transportationId: transportation!.id,
      routeWayId,
      departments: { msk: msk!, kzn: kzn!, ekb: ekb! },
    };
  };

  type Customer = Awaited<ReturnType<typeof setUpCustomer>>;

  const routeBody = (customer: Customer, overrides: Record<string, unknown> = {}) => ({
    routeWay: customer.routeWayId,
    transportation: customer.transportationId,
    organization: customer.organizationId,
    planDateArrival: '2026-05-01T10:00:00+03:00',
    ...overrides,
  });

  const createRoute = async (customer: Customer, overrides: Record<string, unknown> = {}) => {
    const response = await call(
      'POST',
      customer.routesUrl,
      customer.manager.auth,
      routeBody(customer, overrides),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json() as { id: number; routeCode: string; movementPoints: { id: number }[] };
  };

  /** A ready route assigned to the carrier, as an auction or a tender leaves it (those features come later). */
  const assignedRoute = async (
    customer: Customer,
    contractorId: number,
    overrides: Record<string, unknown> = {},
  ) => {
    const route = await createRoute(customer, overrides);
    await t.app.ctx.db
      .update(routes)
      .set({ isDraft: false, contractorId, freightSumKopecks: 14_000_000 })
      .where(eq(routes.id, route.id));
    return route;
  };

  const carrier = () => createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);

  const routeRow = async (routeId: number) =>
    (await t.app.ctx.db.select().from(routes).where(eq(routes.id, routeId)))[0]!;

  const auditActions = async (routeId: number) =>
    (
      await t.app.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'route'), eq(auditLog.entityId, String(routeId))))
        .orderBy(asc(auditLog.id))
    ).map((entry) => entry.action);

  return {
    call,
    departmentIds,
    setUpCustomer,
    routeBody,
    createRoute,
    assignedRoute,
    carrier,
    routeRow,
    auditActions,
  };
};
