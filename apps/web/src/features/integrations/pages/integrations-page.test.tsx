import type { Session } from '@portal/contract/auth/auth.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent as baseUserEvent, PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * user-event checks `pointer-events` up the tree with getComputedStyle before every pointer action, and jsdom
 * recomputes styles from every antd style tag each time: seconds per click on this screen. The screen sets no
 * `pointer-events: none` a test relies on.
 */
let userEvent: ReturnType<typeof baseUserEvent.setup>;
beforeEach(() => {
  userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse } from '../../../shared/test/fetch-mock';
import { fieldProblemBody } from '../../../shared/test/field-problem';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { API_KEY_TEXTS, COPY_TEXTS, WEBHOOK_TEXTS } from '../components/integration-texts';
import { pageOf, TEST_SECRET, testApiKey, testDelivery, testWebhook } from '../test/integration-fixtures';
import { Component as IntegrationsPage } from './integrations-page';

const CUSTOMER = TEST_SESSIONS.customerAdmin;
const BASE = `/api/customers/${CUSTOMER.ownerId}`;

type Handler = (call: FetchCall) => Response | undefined;

/** The screen with a list answer for every list; `handler` answers the calls a test is about first. */
const renderScreen = ({
  session = CUSTOMER,
  entry = '/integrations',
  handler = () => undefined,
}: {
  session?: Session;
  entry?: string;
  handler?: Handler;
} = {}) =>
  renderRoute({
    routes: [{ path: '/integrations', Component: IntegrationsPage }],
    initialEntry: entry,
    session,
    handler: (call) => {
      const own = handler(call);
      if (own) return own;
      const path = call.url.split('?')[0] ?? '';
      if (call.method === 'GET' && path.endsWith('/webhooks'))
        return jsonResponse(200, pageOf([testWebhook()]));
      if (call.method === 'GET' && path.endsWith('/deliveries')) {
        return jsonResponse(200, pageOf([testDelivery()]));
      }
      if (call.method === 'GET' && path.endsWith('/api-keys'))
        return jsonResponse(200, pageOf([testApiKey()]));
      return jsonResponse(404, { status: 404, message: 'Не найдено' });
    },
  });

/** A modal or drawer by its title (antd's dialogs are named only once their opening motion ends). */
const dialogNamed = async (title: string | RegExp) => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title, .ant-drawer-title' });
  return within(heading.closest<HTMLElement>('.ant-modal, .ant-drawer-content-wrapper')!);
};

/** Pasted rather than typed key by key: the same change events, without a round of antd renders per character. */
const typeInto = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

/**
 * A button by its text. getByRole computes the accessible name of every element of an antd page, which takes
 * seconds in jsdom; the text's span is found at once.
 */
const buttonNamed = (scope: Pick<typeof screen, 'getByText'>, name: string | RegExp) =>
  scope.getByText(name, { selector: 'button > span' }).closest('button')!;

/** antd repeats a confirmation's title; the question's dialog is the last modal opened. */
const confirmation = async (question: string) => {
  expect(await screen.findAllByText(question)).not.toHaveLength(0);
  const modals = document.querySelectorAll<HTMLElement>('.ant-modal');
  return within(modals[modals.length - 1]!);
};

describe('integrations screen: webhooks', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the endpoints of the signed-in company with their events by name, state and date', async () => {
    const { calls } = renderScreen({
      handler: ({ method, url }) =>
        method === 'GET' && url.startsWith(`${BASE}/webhooks?`)
          ? jsonResponse(
              200,
              pageOf([
                testWebhook(),
                testWebhook({
                  id: 22,
                  url: 'https://tms.example.ru/hooks',
                  eventTypes: ['*'],
                  description: null,
                  active: false,
                  disabledReason: 'Получатель ответил 410: вебхук выключен',
                }),
              ]),
            )
          : undefined,
    });
    expect(await screen.findByText('https://erp.example.ru/portal/webhooks')).toBeInTheDocument();
    expect(screen.getByText('Рейс закрыт')).toBeInTheDocument();
    expect(screen.getByText('Проформа оплачена')).toBeInTheDocument();
    expect(screen.getByText('1С: закрытые рейсы')).toBeInTheDocument();
    expect(screen.getAllByText(formatDateTime('2026-03-02T10:15:00+03:00'))).not.toHaveLength(0);
    expect(screen.getByText('Все события')).toBeInTheDocument();
    expect(screen.getByText('Получатель ответил 410: вебхук выключен')).toBeInTheDocument();
    expect(screen.getByLabelText('Вебхук https://erp.example.ru/portal/webhooks включён')).toBeChecked();
    expect(screen.getByLabelText('Вебхук https://tms.example.ru/hooks включён')).not.toBeChecked();
    expect(calls[0]?.url).toBe(`${BASE}/webhooks?page=1&limit=20`);
  });

  it("reads the carrier's own path for a carrier admin", async () => {
    const { calls } = renderScreen({ session: TEST_SESSIONS.contractorAdmin });
    await screen.findByText('https://erp.example.ru/portal/webhooks');
    expect(calls.map((call) => call.url)).toContain('/api/contractors/7/webhooks?page=1&limit=20');
  });

  it('shows the empty state with the way to add one', async () => {
    renderScreen({
      handler: ({ url }) => (url.startsWith(`${BASE}/webhooks?`) ? jsonResponse(200, pageOf([])) : undefined),
    });
    expect(await screen.findByText(/Вебхуков нет\. Нажмите «Добавить вебхук»/)).toBeInTheDocument();
  });

  it('says the list failed to load instead of showing it empty', async () => {
    renderScreen({
      handler: ({ url }) =>
        url.startsWith(`${BASE}/webhooks?`)
          ? jsonResponse(503, { status: 503, detail: 'Сервис недоступен' })
          : undefined,
    });
    expect(await screen.findByText('Не удалось загрузить список. Нажмите «Обновить».')).toBeInTheDocument();
  });

  it('adds an endpoint and shows its secret once, with a copy button and the warning', async () => {
    const { calls } = renderScreen({
      handler: ({ method }) =>
        method === 'POST'
          ? jsonResponse(201, {
              ...testWebhook({ id: 30, url: 'https://erp.example.ru/in', eventTypes: ['*'] }),
              secret: TEST_SECRET,
            })
          : undefined,
    });
    await screen.findByText('https://erp.example.ru/portal/webhooks');
    await userEvent.click(buttonNamed(screen, /Добавить вебхук/));
    const form = await dialogNamed('Добавить вебхук');
    await typeInto(form.getByLabelText('Адрес (URL)'), 'https://erp.example.ru/in');
    await userEvent.click(form.getByLabelText('События'));
    await userEvent.click(await screen.findByTitle('Все события'));
    await typeInto(form.getByLabelText('Описание'), ' 1С ');
    await userEvent.click(buttonNamed(form, 'Добавить'));

    const secret = await dialogNamed(`${WEBHOOK_TEXTS.secretTitle}: https://erp.example.ru/in`);
    expect(secret.getByLabelText('Секрет')).toHaveValue(TEST_SECRET);
    expect(secret.getByText(WEBHOOK_TEXTS.secretWarning)).toBeInTheDocument();
    await userEvent.click(buttonNamed(secret, /Скопировать/));
    expect(writeText).toHaveBeenCalledWith(TEST_SECRET);
    expect(await screen.findByText(COPY_TEXTS.copied)).toBeInTheDocument();

    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`${BASE}/webhooks`);
    expect(post?.body).toEqual({ url: 'https://erp.example.ru/in', eventTypes: ['*'], description: '1С' });
    await userEvent.click(buttonNamed(secret, 'Я сохранил, закрыть'));
    await waitFor(() => expect(screen.queryByDisplayValue(TEST_SECRET)).not.toBeInTheDocument());
  });

  it('checks the form with the contract before sending: a URL of http or https and at least one event', async () => {
    const { calls } = renderScreen();
    await screen.findByText('https://erp.example.ru/portal/webhooks');
    await userEvent.click(buttonNamed(screen, /Добавить вебхук/));
    const form = await dialogNamed('Добавить вебхук');
    await typeInto(form.getByLabelText('Адрес (URL)'), 'ftp://erp.example.ru');
    await userEvent.click(buttonNamed(form, 'Добавить'));
    expect(await form.findByText('Укажите адрес http:// или https://')).toBeInTheDocument();
    expect(await form.findByText('Выберите хотя бы один тип события')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of the address under the URL field", async () => {
    renderScreen({
      handler: ({ method }) =>
        method === 'POST'
          ? jsonResponse(
              422,
              fieldProblemBody(
                ['url'],
                'адрес 127.0.0.1 недоступен: внутренняя сеть',
                'Адрес: адрес 127.0.0.1 недоступен: внутренняя сеть',
              ),
            )
          : undefined,
    });
    await screen.findByText('https://erp.example.ru/portal/webhooks');
    await userEvent.click(buttonNamed(screen, /Добавить вебхук/));
    const form = await dialogNamed('Добавить вебхук');
    await typeInto(form.getByLabelText('Адрес (URL)'), 'http://127.0.0.1:8080/hook');
    await userEvent.click(form.getByLabelText('События'));
    await userEvent.click(await screen.findByTitle('Все события'));
    await userEvent.click(buttonNamed(form, 'Добавить'));
    expect(await form.findByText('Адрес 127.0.0.1 недоступен: внутренняя сеть')).toBeInTheDocument();
    expect(screen.queryByText(/Секрет вебхука/)).not.toBeInTheDocument();
  });

  it('offers a carrier only the events a carrier receives', async () => {
    renderScreen({ session: TEST_SESSIONS.contractorAdmin });
    await screen.findByText('https://erp.example.ru/portal/webhooks');
    await userEvent.click(buttonNamed(screen, /Добавить вебхук/));
    const form = await dialogNamed('Добавить вебхук');
    // Searched by code: «Аукцион создан» (auction.created) is a customer's event only, a carrier's proforma its own.
    await typeInto(form.getByLabelText('События'), 'created');
    expect(await screen.findByTitle('Проформа сформирована')).toBeInTheDocument();
    expect(screen.queryByTitle('Аукцион создан')).not.toBeInTheDocument();
  });

  it('edits an endpoint with PUT and its current values', async () => {
    const { calls } = renderScreen({
      handler: ({ method }) => (method === 'PUT' ? jsonResponse(200, testWebhook()) : undefined),
    });
    await screen.findByText('https://erp.example.ru/portal/webhooks');
    await userEvent.click(screen.getByLabelText('Изменить вебхук https://erp.example.ru/portal/webhooks'));
    const form = await dialogNamed('Изменить вебхук');
    expect(form.getByLabelText('Адрес (URL)')).toHaveValue('https://erp.example.ru/portal/webhooks');
    await userEvent.clear(form.getByLabelText('Описание'));
    await typeInto(form.getByLabelText('Описание'), 'Рейсы в 1С');
    await userEvent.click(buttonNamed(form, 'Сохранить'));
    expect(await screen.findByText(WEBHOOK_TEXTS.updated)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`${BASE}/webhooks/21`);
    expect(put?.body).toEqual({
      url: 'https://erp.example.ru/portal/webhooks',
      eventTypes: ['route.closed', 'proforma.paid'],
      description: 'Рейсы в 1С',
    });
  });

  it('switches an endpoint off with its own fields and active false', async () => {
    const { calls } = renderScreen({
      handler: ({ method }) =>
        method === 'PUT' ? jsonResponse(200, testWebhook({ active: false })) : undefined,
    });
    await userEvent.click(
      await screen.findByLabelText('Вебхук https://erp.example.ru/portal/webhooks включён'),
    );
    expect(await screen.findByText(WEBHOOK_TEXTS.disabled)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      url: 'https://erp.example.ru/portal/webhooks',
      eventTypes: ['route.closed', 'proforma.paid'],
      description: '1С: закрытые рейсы',
      active: false,
    });
  });

  it('rotates the secret after the question and shows the new one once', async () => {
    const rotated = 'whsec_c2Vjb25kIHNlY3JldCBvZiAzMiBieXRlcyBsb25nIQ==';
    const { calls } = renderScreen({
      handler: ({ method, url }) =>
        method === 'PATCH' && url.endsWith('/rotate_secret')
          ? jsonResponse(200, { ...testWebhook(), secret: rotated })
          : undefined,
    });
    await userEvent.click(
      await screen.findByLabelText('Повернуть секрет вебхука https://erp.example.ru/portal/webhooks'),
    );
    const question = await confirmation(WEBHOOK_TEXTS.rotateQuestion);
    expect(question.getByText(WEBHOOK_TEXTS.rotateWarning)).toBeInTheDocument();
    await userEvent.click(buttonNamed(question, 'Да'));
    const secret = await dialogNamed(/Секрет вебхука/);
    expect(secret.getByLabelText('Секрет')).toHaveValue(rotated);
    expect(calls.find((call) => call.method === 'PATCH')?.url).toBe(`${BASE}/webhooks/21/rotate_secret`);
  });

  it('sends nothing when the rotation is answered Назад', async () => {
    const { calls } = renderScreen();
    await userEvent.click(
      await screen.findByLabelText('Повернуть секрет вебхука https://erp.example.ru/portal/webhooks'),
    );
    const question = await confirmation(WEBHOOK_TEXTS.rotateQuestion);
    await userEvent.click(buttonNamed(question, 'Назад'));
    await waitFor(() => expect(screen.queryAllByText(WEBHOOK_TEXTS.rotateQuestion)).toHaveLength(0));
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('sends a test event', async () => {
    const { calls } = renderScreen({
      handler: ({ method }) => (method === 'PATCH' ? jsonResponse(200, testDelivery()) : undefined),
    });
    await userEvent.click(
      await screen.findByLabelText('Отправить тест на https://erp.example.ru/portal/webhooks'),
    );
    expect(await screen.findByText(WEBHOOK_TEXTS.tested)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.url).toBe(`${BASE}/webhooks/21/test`);
  });

  it('deletes an endpoint only after Да', async () => {
    const { calls } = renderScreen({
      handler: ({ method }) => (method === 'DELETE' ? jsonResponse(200, { message: 'Удалено' }) : undefined),
    });
    await userEvent.click(
      await screen.findByLabelText('Удалить вебхук https://erp.example.ru/portal/webhooks'),
    );
    const question = await confirmation(WEBHOOK_TEXTS.deleteQuestion);
    await userEvent.click(buttonNamed(question, 'Да'));
    expect(await screen.findByText(WEBHOOK_TEXTS.deleted)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${BASE}/webhooks/21`);
  });

  it('shows the deliveries of an endpoint and sends a failed one again', async () => {
    const { calls } = renderScreen({
      handler: ({ method, url }) => {
        if (method === 'PATCH') return jsonResponse(200, testDelivery({ id: 302, status: 'pending' }));
        if (url.startsWith(`${BASE}/webhooks/21/deliveries?`)) {
          return jsonResponse(
            200,
            pageOf([
              testDelivery(),
              testDelivery({
                id: 300,
                attempt: 1,
                status: 'succeeded',
                responseStatus: 200,
                eventType: 'webhook.test',
                nextAttemptAt: null,
              }),
              testDelivery({ id: 303, attempt: 3, status: 'pending', responseStatus: null, at: null }),
            ]),
          );
        }
        return undefined;
      },
    });
    await userEvent.click(
      await screen.findByLabelText('Доставки вебхука https://erp.example.ru/portal/webhooks'),
    );
    const drawer = await dialogNamed('Доставки: https://erp.example.ru/portal/webhooks');
    expect(await drawer.findByText('Ошибка')).toBeInTheDocument();
    expect(drawer.getByText('503')).toBeInTheDocument();
    expect(drawer.getAllByText(formatDateTime('2026-03-02T11:30:00+03:00'))).toHaveLength(2);
    expect(drawer.getByText('Доставлено')).toBeInTheDocument();
    expect(drawer.getByText('Тестовое событие')).toBeInTheDocument();
    expect(drawer.getByText('Ожидает')).toBeInTheDocument();
    // A pending attempt is still to come: only finished ones may go again.
    expect(drawer.getAllByRole('button', { name: /^Отправить снова/ })).toHaveLength(2);
    await userEvent.click(drawer.getByLabelText('Отправить снова: попытка 2, Рейс закрыт'));
    expect(await screen.findByText(WEBHOOK_TEXTS.redelivered)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.url).toBe(
      `${BASE}/webhooks/21/deliveries/301/redeliver`,
    );
  });
});

describe('integrations screen: API keys', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const renderKeys = (handler?: Handler) =>
    renderScreen({ entry: '/integrations?tab=api-keys', ...(handler ? { handler } : {}) });

  it('lists the keys by name, prefix, scope, creation and last use', async () => {
    renderKeys(({ url }) =>
      url.startsWith(`${BASE}/api-keys?`)
        ? jsonResponse(
            200,
            pageOf([
              testApiKey(),
              testApiKey({
                id: 6,
                name: 'TMS',
                scope: 'write',
                prefix: 'lpk_Zz9yX8wV',
                lastUsedAt: '2026-03-03T08:05:00+03:00',
              }),
            ]),
          )
        : undefined,
    );
    expect(await screen.findByText('1С: выгрузка рейсов')).toBeInTheDocument();
    expect(screen.getByText('lpk_Ab3dE5gH…')).toBeInTheDocument();
    expect(screen.getByText('Чтение')).toBeInTheDocument();
    expect(screen.getByText('Чтение и запись')).toBeInTheDocument();
    expect(screen.getAllByText(formatDateTime('2026-03-01T09:00:00+03:00'))).toHaveLength(2);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.getByText(formatDateTime('2026-03-03T08:05:00+03:00'))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ключи API', selected: true })).toBeInTheDocument();
  });

  it('creates a key and shows it once with a copy button', async () => {
    const key = 'lpk_Ab3dE5gHk2LmN0pQrS7tUvWxYz1234567890abcdEF';
    const { calls } = renderKeys(({ method }) =>
      method === 'POST'
        ? jsonResponse(201, {
            id: 9,
            name: 'TMS',
            scope: 'write',
            prefix: key.slice(0, 12),
            key,
            createdAt: '',
          })
        : undefined,
    );
    await screen.findByText('1С: выгрузка рейсов');
    await userEvent.click(buttonNamed(screen, /Создать ключ/));
    const form = await dialogNamed('Создать ключ API');
    await typeInto(form.getByLabelText('Название'), 'TMS');
    await userEvent.click(form.getByLabelText(/^Чтение и запись/));
    await userEvent.click(buttonNamed(form, 'Создать'));
    const shown = await dialogNamed(`${API_KEY_TEXTS.keyTitle}: TMS`);
    expect(shown.getByLabelText('Ключ')).toHaveValue(key);
    expect(shown.getByText(API_KEY_TEXTS.keyWarning)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'TMS', scope: 'write' });
  });

  it('requires a name before sending', async () => {
    const { calls } = renderKeys();
    await screen.findByText('1С: выгрузка рейсов');
    await userEvent.click(buttonNamed(screen, /Создать ключ/));
    const form = await dialogNamed('Создать ключ API');
    await userEvent.click(buttonNamed(form, 'Создать'));
    expect(await form.findByText('Обязательное поле')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('revokes a key after Да and not after Назад', async () => {
    const { calls } = renderKeys(({ method }) =>
      method === 'DELETE' ? jsonResponse(200, { message: 'Удалено' }) : undefined,
    );
    await userEvent.click(await screen.findByLabelText('Отозвать ключ 1С: выгрузка рейсов'));
    let question = await confirmation(API_KEY_TEXTS.revokeQuestion);
    await userEvent.click(buttonNamed(question, 'Назад'));
    await waitFor(() => expect(screen.queryAllByText(API_KEY_TEXTS.revokeQuestion)).toHaveLength(0));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByLabelText('Отозвать ключ 1С: выгрузка рейсов'));
    question = await confirmation(API_KEY_TEXTS.revokeQuestion);
    expect(question.getByText(/Запросы с этим ключом сразу перестанут приниматься/)).toBeInTheDocument();
    await userEvent.click(buttonNamed(question, 'Да'));
    expect(await screen.findByText(API_KEY_TEXTS.revoked)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`${BASE}/api-keys/5`);
  });
});
