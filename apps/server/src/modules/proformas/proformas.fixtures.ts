import { eq } from 'drizzle-orm';
import { createUser, login } from '../../../test/factories';
import { uploadFile } from '../../../test/file-fixtures';
import type { TestApp } from '../../../test/test-app';
import {
  auctionBids,
  auctionRoutes,
  auctions,
  contractors,
  movementPoints,
  routes,
} from '../../db/schema/index';
import { freightKit, nextYear } from '../freight/freight.fixtures';

/** Test helpers of the proformas: a customer and a carrier with closed flights on chosen days, files, calls. */
export const proformaKit = (t: TestApp) => {
  const kit = freightKit(t);
  let planned = 0;

  const setUp = async () => {
    const customer = await kit.setUpCustomer();
    const carrier = await kit.carrier();
    const reader = await createUser(t.app.ctx.db, { ownerType: 'contractor', ownerId: carrier.company.id });
    const readerAuth = { authorization: `Bearer ${(await login(t.app, reader.username)).token}` };
    const carrierId = carrier.company.id;
    return {
      customer,
      carrier,
      readerAuth,
      carrierId,
      carrierUrl: `/api/contractors/${carrierId}/proforms`,
      customerUrl: `/api/customers/${customer.customerId}/proforms`,
    };
  };
  type Pair = Awaited<ReturnType<typeof setUp>>;

  /**
   * A flight of the carrier closed as the movement points leave it, dated `day` (the route day of its code) at
   * `sumKopecks`. Each is planned on its own day of next year so the codes never collide.
   */
  const closedFlight = async (pair: Pair, day: string, sumKopecks = 12_000_000) => {
    planned += 1;
    const month = String(1 + (Math.floor(planned / 28) % 12)).padStart(2, '0');
    const date = String(1 + (planned % 28)).padStart(2, '0');
    const route = await kit.assignedRoute(pair.customer, pair.carrierId, {
      planDateArrival: nextYear(`${month}-${date}T10:00:00+03:00`),
    });
    await t.app.ctx.db
      .update(routes)
      .set({ currentState: 7, routeDay: day, freightSumKopecks: sumKopecks })
      .where(eq(routes.id, route.id));
    return route;
  };

  /** A movement point reached `seconds` after its plan. */
  const lateBy = async (pointId: number, seconds: number) => {
    const [point] = await t.app.ctx.db.select().from(movementPoints).where(eq(movementPoints.id, pointId));
    await t.app.ctx.db
      .update(movementPoints)
      .set({
        factDateArrival: new Date(point!.planDateArrival.getTime() + seconds * 1000),
        interval: seconds,
      })
      .where(eq(movementPoints.id, pointId));
  };

  /** The customer charges 1 000 ₽ per started hour of lateness beyond 10 minutes, up to 10 % of the flight. */
  const chargeLateness = async (pair: Pair) => {
    const response = await kit.call(
      'PUT',
      `${pair.customer.base}/proforma-settings`,
      pair.customer.admin.auth,
      {
        paymentTermDays: 30,
        penalty: { enabled: true, perHour: 1000, graceMinutes: 10, capPercent: 10 },
        requiredDocuments: 'upd',
      },
    );
    if (response.statusCode !== 200) throw new Error(response.body);
  };

  /** An auction the carrier won with a chained bid, holding the flight. */
  const wonAuction = async (pair: Pair, routeId: number) => {
    const db = t.app.ctx.db;
    const [auction] = await db
      .insert(auctions)
      .values({
        customerId: pair.customer.customerId,
        status: 5,
        dateEnd: new Date('2026-01-10T10:00:00Z'),
        startSumKopecks: 15_000_000,
        stepKopecks: 100_000,
      })
      .returning();
    const [bid] = await db
      .insert(auctionBids)
      .values({
        auctionId: auction!.id,
        contractorId: pair.carrierId,
        summKopecks: 12_000_000,
        createdOn: new Date('2026-01-10T09:00:00Z'),
        seq: 1,
        prevHash: '0'.repeat(64),
        hash: 'a'.repeat(64),
      })
      .returning();
    await db.update(auctions).set({ winnerBidId: bid!.id }).where(eq(auctions.id, auction!.id));
    await db.insert(auctionRoutes).values({ auctionId: auction!.id, routeId });
    return auction!;
  };

  const setVatRegime = (pair: Pair, vatRegime: 'general' | 'usn5' | 'usn7' | 'none') =>
    t.app.ctx.db.update(contractors).set({ vatRegime }).where(eq(contractors.id, pair.carrierId));

  const upload = async (pair: Pair, name = 'upd.png') =>
    (await uploadFile(t.app, pair.carrier.auth, name)).guid;

  /** A draft of the period, as the carrier's admin builds it. */
  const build = async (pair: Pair, dateFrom: string, dateTo: string) => {
    const response = await kit.call('POST', pair.carrierUrl, pair.carrier.auth, {
      customer: pair.customer.customerId,
      dateFrom,
      dateTo,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json() as {
      id: number;
      lines: { id: number; kind: string; route: { id: number } | null }[];
    };
  };

  /** A proforma with the УПД attached, sent to the customer. */
  const sent = async (pair: Pair, dateFrom: string, dateTo: string) => {
    const draft = await build(pair, dateFrom, dateTo);
    const url = `${pair.carrierUrl}/${draft.id}`;
    const documents = await kit.call('PUT', `${url}/documents`, pair.carrier.auth, {
      upd: await upload(pair),
    });
    if (documents.statusCode !== 200) throw new Error(documents.body);
    const response = await kit.call('PATCH', `${url}/send`, pair.carrier.auth);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json() as { id: number; number: string; lines: { id: number }[] };
  };

  return {
    ...kit,
    setUp,
    closedFlight,
    lateBy,
    chargeLateness,
    wonAuction,
    setVatRegime,
    upload,
    build,
    sent,
  };
};
