import { createSignedInUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { createManualClock } from '../../core/clock';
import { contractorListMembers, contractorLists, contractorPartners } from '../../db/schema/index';
import { type Auth, freightKit } from '../freight/freight.fixtures';

/** The clock every auction test starts from: routes of freightKit are planned after it. */
export const T0 = new Date('2027-01-10T10:00:00.000Z');
const MINUTE = 60_000;

/** A customer with ready flights, partner carriers and a controllable clock (issue 15: no sleeping). */
export const auctionsKit = (t: TestApp) => {
  const freight = freightKit(t);
  const clock = createManualClock(T0);
  t.app.ctx.clock = clock;

  const setUpCustomer = async () => {
    const customer = await freight.setUpCustomer();
    return { ...customer, auctionsUrl: `${customer.base}/auctions` };
  };
  type Customer = Awaited<ReturnType<typeof setUpCustomer>>;

  /** A ready flight without a carrier, as routes_for_auctions offers it. */
  const readyRoute = async (customer: Customer, initialSum = 150_000, day = '2027-03-01') => {
    const route = await freight.createRoute(customer, {
      planDateArrival: `${day}T10:00:00+03:00`,
      initialSum,
    });
    const ready = await freight.call(
      'PATCH',
      `${customer.routesUrl}/${route.id}/set_ready`,
      customer.manager.auth,
    );
    if (ready.statusCode !== 200) throw new Error(ready.body);
    return route;
  };

  /** A verified carrier, accredited (1) or blocked (3) by the customer, with a signed-in admin. */
  const partner = async (customer: Customer, status: 1 | 3 = 1) => {
    const carrier = await createSignedInUser(t.app, 'contractor', ['ROLE_ADMIN']);
    await t.app.ctx.db
      .insert(contractorPartners)
      .values({ customerId: customer.customerId, contractorId: carrier.company.id, status });
    return { ...carrier, id: carrier.company.id, base: `/api/contractors/${carrier.company.id}/auctions` };
  };
  type Partner = Awaited<ReturnType<typeof partner>>;

  /** A contractor list of the customer holding these carriers, whatever their standing now. */
  const contractorList = async (customer: Customer, members: { id: number }[]) => {
    const [list] = await t.app.ctx.db
      .insert(contractorLists)
      .values({ customerId: customer.customerId, name: `Список ${members.length}` })
      .returning();
    await t.app.ctx.db
      .insert(contractorListMembers)
      .values(members.map((member) => ({ listId: list!.id, contractorId: member.id })));
    return list!.id;
  };

  const auctionBody = (routeIds: number[], carriers: Partner[], overrides: Record<string, unknown> = {}) => ({
    routes: routeIds,
    dateEnd: new Date(T0.getTime() + 60 * MINUTE).toISOString(),
    step: 1000,
    extensionMinutes: 5,
    contractors: carriers.map((carrier) => carrier.id),
    ...overrides,
  });

  const createAuction = async (customer: Customer, body: Record<string, unknown>) => {
    const response = await freight.call('POST', customer.auctionsUrl, customer.manager.auth, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json() as { id: number; startSum: number };
  };

  /** A running auction over fresh flights for the given carriers. */
  const activeAuction = async (
    customer: Customer,
    carriers: Partner[],
    overrides: Record<string, unknown> = {},
    sums = [150_000],
  ) => {
    const routeIds = [];
    for (const sum of sums) routeIds.push((await readyRoute(customer, sum)).id);
    const auction = await createAuction(customer, auctionBody(routeIds, carriers, overrides));
    const run = await freight.call(
      'PATCH',
      `${customer.auctionsUrl}/${auction.id}/run`,
      customer.manager.auth,
    );
    if (run.statusCode !== 200) throw new Error(run.body);
    return { ...auction, routeIds, url: `${customer.auctionsUrl}/${auction.id}` };
  };

  const bid = (auctionId: number, auth: Auth, summ: unknown) =>
    freight.call('POST', `/api/auctions/${auctionId}/bids`, auth, { summ });

  return {
    ...freight,
    clock,
    MINUTE,
    setUpCustomer,
    readyRoute,
    partner,
    contractorList,
    auctionBody,
    createAuction,
    activeAuction,
    bid,
  };
};
