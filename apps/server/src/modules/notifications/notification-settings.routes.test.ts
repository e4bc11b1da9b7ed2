import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { expectProblem } from '../../../test/problem';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog, notificationSettings } from '../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTRACTOR_URL = '/api/contractor-user/notification-settings';
const CUSTOMER_URL = '/api/customer-user/notification-settings';

const storedOf = (userId: number) =>
  t.app.ctx.db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));

describe('notification settings', () => {
  it("answers every event of the carrier's side, both channels on until changed", async () => {
    const { auth } = await createSignedInUser(t.app, 'contractor');
    const response = await t.app.inject({ method: 'GET', url: CONTRACTOR_URL, headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual([
      { type: 'contractor-verified', label: 'Компания верифицирована', email: true, portal: true },
      { type: 'contractor-rejected', label: 'Отказ в верификации', email: true, portal: true },
      { type: 'partner-accredited', label: 'Аккредитация у заказчика', email: true, portal: true },
      { type: 'partner-blocked', label: 'Блокировка заказчиком', email: true, portal: true },
      { type: 'route-disclaimer-accepted', label: 'Отказ от рейса одобрен', email: true, portal: true },
      { type: 'route-disclaimer-declined', label: 'Отказ от рейса отклонён', email: true, portal: true },
      { type: 'driver-draft-accepted', label: 'Изменения водителя приняты', email: true, portal: true },
      { type: 'driver-draft-declined', label: 'Изменения водителя отклонены', email: true, portal: true },
      { type: 'appeal-accepted', label: 'Апелляция принята', email: true, portal: true },
      { type: 'appeal-declined', label: 'Апелляция отказана', email: true, portal: true },
      { type: 'tender-published', label: 'Приглашение в тендер', email: true, portal: true },
      { type: 'tender-ending', label: 'Тендер скоро завершится', email: true, portal: true },
      { type: 'tender-result', label: 'Итоги тендера', email: true, portal: true },
      { type: 'auction-started', label: 'Аукцион начался', email: true, portal: true },
      { type: 'auction-outbid', label: 'Вашу ставку перебили', email: true, portal: true },
      { type: 'auction-extended', label: 'Аукцион продлён', email: true, portal: true },
      { type: 'auction-won', label: 'Победа в аукционе', email: true, portal: true },
      { type: 'auction-lost', label: 'Аукцион выиграл другой перевозчик', email: true, portal: true },
      { type: 'auction-routes-assigned', label: 'Рейсы аукциона назначены', email: true, portal: true },
      { type: 'comment', label: 'Комментарий', email: true, portal: true },
      { type: 'proforma-returned', label: 'Проформа возвращена', email: true, portal: true },
      { type: 'proforma-accepted', label: 'Проформа принята', email: true, portal: true },
      { type: 'proforma-paid', label: 'Проформа оплачена', email: true, portal: true },
      { type: 'webhook-disabled', label: 'Вебхук отключён', email: true, portal: true },
    ]);
  });

  it('keeps a change, leaves the events not sent as they were, and audits it', async () => {
    const { user, auth } = await createSignedInUser(t.app, 'contractor');
    const saved = await t.app.inject({
      method: 'PUT',
      url: CONTRACTOR_URL,
      headers: auth,
      payload: { settings: [{ type: 'contractor-rejected', email: false, portal: true }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await t.app.inject({
      method: 'PUT',
      url: CONTRACTOR_URL,
      headers: auth,
      payload: { settings: [{ type: 'partner-blocked', email: true, portal: false }] },
    });
    const read = await t.app.inject({ method: 'GET', url: CONTRACTOR_URL, headers: auth });
    expect(read.json()).toEqual(again.json());
    expect(read.json().settings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'contractor-rejected', email: false, portal: true }),
        expect.objectContaining({ type: 'partner-blocked', email: true, portal: false }),
        expect.objectContaining({ type: 'contractor-verified', email: true, portal: true }),
      ]),
    );
    const audit = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'notification-settings'));
    expect(audit.filter((entry) => entry.entityId === String(user.id))).toHaveLength(2);
  });

  it("gives a customer user its own side's events", async () => {
    const { auth } = await createSignedInUser(t.app, 'customer');
    const response = await t.app.inject({ method: 'GET', url: CUSTOMER_URL, headers: auth });
    expect(response.json().settings.map((setting: { type: string }) => setting.type)).toEqual([
      'contractor-sent-for-verification',
      'route-disclaimer-created',
      'auction-win-declined',
      'auction-offer-made',
      'comment',
      'proforma-sent',
      'webhook-disabled',
    ]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: CUSTOMER_URL,
      headers: auth,
      payload: { settings: [{ type: 'contractor-sent-for-verification', email: false, portal: false }] },
    });
    expect(saved.json().settings).toEqual([
      {
        type: 'contractor-sent-for-verification',
        label: 'Перевозчик отправил документы на верификацию',
        email: false,
        portal: false,
      },
      { type: 'route-disclaimer-created', label: 'Отказ перевозчика от рейса', email: true, portal: true },
      { type: 'auction-win-declined', label: 'Отказ от победы в аукционе', email: true, portal: true },
      { type: 'auction-offer-made', label: 'Предложение перевозчика в аукционе', email: true, portal: true },
      { type: 'comment', label: 'Комментарий', email: true, portal: true },
      { type: 'proforma-sent', label: 'Проформа отправлена', email: true, portal: true },
      { type: 'webhook-disabled', label: 'Вебхук отключён', email: true, portal: true },
    ]);
  });

  it("refuses the other side's path with 403", async () => {
    const carrier = await createSignedInUser(t.app, 'contractor');
    const customer = await createSignedInUser(t.app, 'customer');
    expectProblem(await t.app.inject({ method: 'GET', url: CUSTOMER_URL, headers: carrier.auth }), 403);
    expectProblem(
      await t.app.inject({
        method: 'PUT',
        url: CONTRACTOR_URL,
        headers: customer.auth,
        payload: { settings: [{ type: 'contractor-verified', email: false, portal: false }] },
      }),
      403,
    );
    expect(await storedOf(customer.user.id)).toHaveLength(0);
  });

  it("refuses another side's event, a repeated event and a missing switch with 422, changing nothing", async () => {
    const { user, auth } = await createSignedInUser(t.app, 'contractor');
    const put = (settings: unknown) =>
      t.app.inject({ method: 'PUT', url: CONTRACTOR_URL, headers: auth, payload: { settings } });
    const foreign = expectProblem(
      await put([{ type: 'contractor-sent-for-verification', email: false, portal: false }]),
      422,
    );
    expect(foreign.errors).toEqual(['Событие: недопустимое значение']);
    const repeated = expectProblem(
      await put([
        { type: 'contractor-verified', email: false, portal: false },
        { type: 'contractor-verified', email: true, portal: true },
      ]),
      422,
    );
    expect(repeated.errors).toEqual(['Настройки уведомлений: события не должны повторяться']);
    const missing = expectProblem(await put([{ type: 'contractor-verified', email: false }]), 422);
    expect(missing.errors).toEqual(['В портале: обязательное поле']);
    expect(await storedOf(user.id)).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    expectProblem(await t.app.inject({ method: 'GET', url: CONTRACTOR_URL }), 401);
    expectProblem(await t.app.inject({ method: 'PUT', url: CUSTOMER_URL, payload: { settings: [] } }), 401);
  });
});
