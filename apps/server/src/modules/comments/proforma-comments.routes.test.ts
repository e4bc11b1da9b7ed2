import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createManualClock } from '../../core/clock';
import { proformaKit } from '../proformas/proformas.fixtures';

let t: TestApp;
let kit: ReturnType<typeof proformaKit>;
beforeAll(async () => {
  t = await createTestApp();
  // 12:00 in Moscow on 10 March 2026: January's flights are closed and may be invoiced.
  t.app.ctx.clock = createManualClock(new Date('2026-03-10T09:00:00Z'));
  kit = proformaKit(t);
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const post = (auth: Auth, entityId: number, text: string) =>
  kit.call('POST', '/api/comments', auth, { entity: 'proforma', entityId, text });
const thread = (auth: Auth, entityId: number) =>
  kit.call('GET', `/api/comments?entity=proforma&entityId=${entityId}`, auth);

describe('a proforma’s thread (issue 25)', () => {
  it('is the carrier’s alone while a draft, then the customer’s too; other companies get 404', async () => {
    const pair = await kit.setUp();
    await kit.closedFlight(pair, '2026-01-20');
    const draft = await kit.build(pair, '2026-01-01', '2026-01-31');
    const note = await post(pair.carrier.auth, draft.id, 'Проверить простой в Казани');
    expect(note.statusCode, note.body).toBe(201);
    // The customer never sees a draft: neither the proforma nor its thread.
    expectProblem(await thread(pair.customer.admin.auth, draft.id), 404);
    expectProblem(await post(pair.customer.manager.auth, draft.id, 'Что там?'), 404);

    await kit.call('PUT', `${pair.carrierUrl}/${draft.id}/documents`, pair.carrier.auth, {
      upd: await kit.upload(pair),
    });
    const sent = await kit.call('PATCH', `${pair.carrierUrl}/${draft.id}/send`, pair.carrier.auth);
    expect(sent.statusCode, sent.body).toBe(200);
    const answer = await post(pair.customer.manager.auth, draft.id, 'Простой оплатим отдельно');
    expect(answer.statusCode, answer.body).toBe(201);
    const read = await thread(pair.customer.plain.auth, draft.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().items.map((item: { text: string }) => item.text)).toEqual([
      'Проверить простой в Казани',
      'Простой оплатим отдельно',
    ]);

    const other = await kit.setUp();
    for (const auth of [other.carrier.auth, other.customer.admin.auth]) {
      expectProblem(await thread(auth, draft.id), 404);
      expectProblem(await post(auth, draft.id, 'Можно?'), 404);
    }
  });
});
