import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as TenderEditPage } from './tender-edit-page';

// Whole antd screens in jsdom: on a loaded shared machine a screen takes longer than the default 30 s.
const SCREEN_TEST = { timeout: 90_000 };

const CARRIER = { id: 21, name: 'ООО «ТрансЛогистик»', inn: '5012345672' };
const page = (items: unknown[]) => jsonResponse(200, { items, total: items.length, page: 1, limit: 100 });

const renderAddPage = () =>
  renderRoute({
    routes: [
      { path: '/tenders/customer/add', Component: TenderEditPage },
      { path: '/customers/:customerId/tender/:tendersId', Component: () => <p>карточка тендера</p> },
    ],
    initialEntry: '/tenders/customer/add',
    session: TEST_SESSIONS.customerManager,
    handler: ({ method, url }) => {
      if (method === 'POST') return jsonResponse(201, { id: 5, number: '5' });
      if (url.includes('/lookup/contractors')) return page([CARRIER]);
      if (url.includes('/route_ways_short'))
        return page([{ id: 4, code: 'МСК-ЕКБ', name: 'Москва — Екатеринбург' }]);
      if (url.includes('/transportation-names')) return page([{ id: 2, name: 'Продукты' }]);
      return page([]);
    },
  });

const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByText(option));
};

/** Every required field of the tender and its one lot. */
const fillForm = async () => {
  await userEvent.type(screen.getByLabelText('Название'), 'Екатеринбург, март');
  await userEvent.type(screen.getByLabelText('Окончание приёма ставок'), '010320271200');
  await choose('Перевозчики', `${CARRIER.name} (ИНН ${CARRIER.inn})`);
  await choose('Маршрут', 'МСК-ЕКБ · Москва — Екатеринбург');
  await userEvent.type(screen.getByLabelText('Период с'), '01032027');
  await userEvent.type(screen.getByLabelText('по (включительно)'), '14032027');
  await choose('Наименование перевозки', 'Продукты');
  await userEvent.type(screen.getByLabelText('Начальная цена за рейс, ₽'), '100000');
};

describe('new tender form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it(
    'focuses the first invalid field when «Создать и запустить» meets an empty form, as Сохранить does',
    SCREEN_TEST,
    async () => {
      const { calls } = renderAddPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Создать и запустить' }));
      await waitFor(() => expect(screen.getByLabelText('Название')).toHaveFocus());
      expect(screen.getAllByText('Обязательное поле').length).toBeGreaterThan(0);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    },
  );

  it('keeps Сохранить a plain save after a refused «Создать и запустить»', SCREEN_TEST, async () => {
    const { calls } = renderAddPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Создать и запустить' }));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('карточка тендера')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/customers/${TEST_SESSIONS.customerManager.ownerId}/tenders`,
    ]);
  });

  it('asks before «Создать и запустить» and posts to create_and_run on Да', SCREEN_TEST, async () => {
    const { calls } = renderAddPage();
    await fillForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Создать и запустить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Создать и запустить тендер?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('карточка тендера')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`/api/customers/${TEST_SESSIONS.customerManager.ownerId}/tenders/create_and_run`);
    expect(post?.body).toMatchObject({ name: 'Екатеринбург, март', contractors: [CARRIER.id] });
  });
});
