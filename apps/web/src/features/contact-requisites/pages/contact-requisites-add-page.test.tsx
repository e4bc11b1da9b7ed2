import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { testCard } from '../test/contact-requisite-fixtures';
import { Component as ContactRequisitesAddPage } from './contact-requisites-add-page';

const renderAddPage = () =>
  renderRoute({
    routes: [
      { path: '/contact-requisites/add', Component: ContactRequisitesAddPage },
      { path: '/contact-requisites', Component: () => <p>список реквизитов</p> },
    ],
    initialEntry: '/contact-requisites/add',
    session: TEST_SESSIONS.customerAdmin,
    handler: ({ method }) =>
      method === 'POST' ? jsonResponse(201, testCard()) : jsonResponse(200, { items: [] }),
  });

const fill = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

const save = () => userEvent.click(screen.getByText('Сохранить'));

describe('contact requisites add form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('marks the required fields, focuses the first and sends nothing', async () => {
    const { calls } = renderAddPage();
    await screen.findByLabelText('Контактное лицо');
    await save();
    await waitFor(() => expect(screen.getAllByText('Обязательное поле')).toHaveLength(2));
    expect(
      screen.getByText('Неверный ИНН: проверьте количество цифр и контрольную сумму'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Контактное лицо')).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('checks the INN and an account against the BIK as the server does', async () => {
    renderAddPage();
    await fill('ИНН', '5012345673');
    await fill('БИК', '044525593');
    await fill('Расчётный счёт', '40702810938000012345');
    await save();
    expect(
      await screen.findByText('Неверный ИНН: проверьте количество цифр и контрольную сумму'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Неверный расчётный счёт: 20 цифр, контрольная сумма с БИК не сходится'),
    ).toBeInTheDocument();
  });

  it('sends the card for every carrier with trimmed text, then shows the toast and the list', async () => {
    const { calls } = renderAddPage();
    await fill('Контактное лицо', '  Иванова Мария ');
    await fill('Наименование организации', 'ООО «Грузоотправитель»');
    await fill('ИНН', '5012345672');
    await fill('Телефон', '+7 (495) 111-22-33');
    await save();
    expect(await screen.findByText('Контактные реквизиты добавлены')).toBeInTheDocument();
    expect(await screen.findByText('список реквизитов')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/customers/3/contact-requisites');
    expect(post?.body).toMatchObject({
      contractorId: null,
      contactPerson: 'Иванова Мария',
      legalName: 'ООО «Грузоотправитель»',
      inn: '5012345672',
      phone: '+7 (495) 111-22-33',
      email: '',
    });
  });
});
