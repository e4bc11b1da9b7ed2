import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD } from '../demo-accounts';
import { seedDemo } from '../demo-seed';
import { seedTenders } from './tenders.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
});
afterAll(() => t.close());

const auth = async (username: string) => {
  const { token } = await login(t.app, username, DEMO_PASSWORD);
  return { authorization: `Bearer ${token}` };
};
const get = async (url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The current tenders: the year of history's (seed/history) ended a fortnight or more before the first start. */
const isCurrent = (item: { dateEnd: string }) => Date.parse(item.dateEnd) > Date.now() - 7 * 86_400_000;

describe('seedTenders', () => {
  it('gives the demo shipper tenders in every status, once', async () => {
    const shipper = await auth('manager@shipper.demo');
    const session = await get('/api/login/check', shipper);
    const list = await get(`/api/customers/${session.ownerId}/tenders`, shipper);
    const current = list.items.filter(isCurrent);
    expect(current.map((item: { status: number }) => item.status).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await seedTenders(t.app.ctx)).toBe(false);

    const ended = current.find((item: { status: number }) => item.status === 3);
    const view = await get(`/api/customers/${session.ownerId}/tenders/${ended.id}`, shipper);
    expect(
      new Set(view.routeTemplates[0].bids.map((bid: { contractor: { id: number } }) => bid.contractor.id))
        .size,
    ).toBe(3);

    const accepted = current.find((item: { status: number }) => item.status === 4);
    const decided = await get(`/api/customers/${session.ownerId}/tenders/${accepted.id}`, shipper);
    expect(decided.routeTemplates[0].routesCount).toBe(8);
  });

  it('opens one active tender of several lots to admin@carrier.demo for at least three days, and shows its win', async () => {
    const carrier = await auth('admin@carrier.demo');
    const session = await get('/api/login/check', carrier);
    const active = await get(`/api/contractors/${session.ownerId}/tenders?tab=active`, carrier);
    expect(active.items).toHaveLength(1);
    expect(active.items[0].lotsCount).toBe(3);
    expect(new Date(active.items[0].dateEnd).getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000);
    const won = await get(`/api/contractors/${session.ownerId}/tenders?tab=won`, carrier);
    expect(won.items.filter(isCurrent)).toHaveLength(1);
  });
});
