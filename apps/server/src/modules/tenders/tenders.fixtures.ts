import type { TestApp } from '../../../test/test-app';
import { auctionsKit, T0 } from '../auctions/auctions.fixtures';
import type { Auth } from '../freight/freight.fixtures';

export { T0 };

/** The lot every test starts from: Mondays, Wednesdays and Fridays of 1–14 March 2027, six trips. */
export const LOT_DAYS = ['2027-03-01', '2027-03-03', '2027-03-05', '2027-03-08', '2027-03-10', '2027-03-12'];

/** A customer with a lane, partner carriers and a controllable clock (issue 16: no sleeping). */
export const tendersKit = (t: TestApp) => {
  const kit = auctionsKit(t);
  const HOUR = 60 * kit.MINUTE;

  const setUpCustomer = async () => {
    const customer = await kit.setUpCustomer();
    return { ...customer, tendersUrl: `${customer.base}/tenders` };
  };
  type Customer = Awaited<ReturnType<typeof setUpCustomer>>;
  type Carrier = Awaited<ReturnType<typeof kit.partner>>;

  const lot = (customer: Customer, overrides: Record<string, unknown> = {}) => ({
    routeWay: customer.routeWayId,
    dateFrom: '2027-03-01',
    dateTo: '2027-03-14',
    weekdays: [1, 3, 5],
    transportation: customer.transportationId,
    startSum: 100_000,
    ...overrides,
  });

  const tenderBody = (
    customer: Customer,
    carriers: Carrier[],
    overrides: Record<string, unknown> = {},
    lots: Record<string, unknown>[] = [lot(customer)],
  ) => ({
    name: 'Перевозки Москва — Екатеринбург, март',
    dateEnd: new Date(T0.getTime() + 48 * HOUR).toISOString(),
    contractors: carriers.map((carrier) => carrier.id),
    routeTemplates: lots,
    ...overrides,
  });

  /** A running tender (create_and_run) for the given carriers. */
  const activeTender = async (
    customer: Customer,
    carriers: Carrier[],
    overrides: Record<string, unknown> = {},
    lots?: Record<string, unknown>[],
  ) => {
    const response = await kit.call(
      'POST',
      `${customer.tendersUrl}/create_and_run`,
      customer.manager.auth,
      tenderBody(customer, carriers, overrides, lots ?? [lot(customer)]),
    );
    if (response.statusCode !== 201) throw new Error(response.body);
    const tender = response.json() as { id: number; routeTemplates: { id: number }[] };
    return {
      ...tender,
      url: `${customer.tendersUrl}/${tender.id}`,
      lotIds: tender.routeTemplates.map((l) => l.id),
    };
  };

  const lotUrl = (carrier: Carrier, tenderId: number, lotId: number) =>
    `/api/contractors/${carrier.id}/tenders/${tenderId}/route_template/${lotId}`;

  const bid = (carrier: Carrier, tenderId: number, lotId: number, summ: unknown, auth: Auth = carrier.auth) =>
    kit.call('POST', `${lotUrl(carrier, tenderId, lotId)}/bids`, auth, { summ });

  const action = (customer: Customer, tenderId: number, name: string, body?: unknown) =>
    kit.call('PATCH', `${customer.tendersUrl}/${tenderId}/${name}`, customer.manager.auth, body);

  return { ...kit, HOUR, setUpCustomer, lot, tenderBody, activeTender, lotUrl, bid, action };
};
