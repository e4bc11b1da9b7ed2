import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_PASSWORD } from '../demo-accounts';
import { seedDemo } from '../demo-seed';
import { seedAuctions } from './auctions.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
});
afterAll(() => t.close());

const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const { token } = await login(t.app, username, DEMO_PASSWORD);
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
};

type Listed = {
  id: number;
  status: number;
  bestSumm: number | null;
  step: number;
  winner: { contractor: { name: string }; summ: number } | null;
  routes: { id: number; freightSum: number | null }[];
};

describe('demo auctions', () => {
  it('holds a draft, a planned, a running, a won and a closed auction with verified bid logs', async () => {
    const list = await call('manager@shipper.demo', 'GET', '/api/customers/1/auctions');
    const items = (list.json() as { items: Listed[] }).items;
    expect(items.map((item) => item.status).sort()).toEqual([0, 1, 2, 4, 5]);
    const closed = items.find((item) => item.status === 5)!;
    expect(closed.routes[0]!.freightSum).toBe(closed.winner!.summ);
    for (const item of items.filter((entry) => entry.bestSumm !== null)) {
      const log = await call('manager@shipper.demo', 'GET', `/api/customers/1/auctions/${item.id}/bid-log`);
      expect(log.json()).toMatchObject({ isValid: true, brokenSeq: null });
    }
    const won = items.find((item) => item.status === 4)!;
    expect(won.winner!.contractor.name).toBe('ООО «ТрансЛогистик»');
  });

  it('lets the demo carrier bid on the running auction', async () => {
    const tab = await call('user@carrier.demo', 'GET', `/api/contractors/1/auctions?tab=active`);
    const [running] = (tab.json() as { items: Listed[] }).items;
    expect(running).toBeDefined();
    const bid = await call('user@carrier.demo', 'POST', `/api/auctions/${running!.id}/bids`, {
      summ: running!.bestSumm! - running!.step,
    });
    expect(bid.statusCode).toBe(201);
  });

  it('adds nothing on a later start', async () => {
    expect(await seedAuctions(t.app.ctx)).toBe(false);
  });
});
