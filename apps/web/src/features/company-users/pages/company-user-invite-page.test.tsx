import type { DirectoryUser } from '@portal/contract/directory/directory.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { testUser } from '../test/company-user-fixtures';
import { Component as CompanyUserInvitePage } from './company-user-invite-page';

const PERSON: DirectoryUser = {
  id: 4,
  username: 'a.belova@severtrans.example',
  fullname: 'Белова Анастасия Игоревна',
  phone: '+7 (495) 780-41-10',
  department: 'Отдел логистики',
  position: 'Ведущий логист',
};

const renderInvite = (session = TEST_SESSIONS.customerAdmin) => {
  const side = session.ownerType === 'customer' ? 'customer-users' : 'contractor-users';
  return renderRoute({
    routes: [
      { path: `/${side}/invite`, Component: CompanyUserInvitePage },
      { path: `/${side}`, Component: () => <p>список пользователей</p> },
    ],
    initialEntry: `/${side}/invite`,
    session,
    handler: ({ method, url, body }) => {
      if (method === 'POST') return jsonResponse(201, testUser({ ...(body as object), active: false }));
      if (url.startsWith('/api/customers/3/adusers')) return jsonResponse(200, { items: [PERSON] });
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });
};

const fill = async (label: string, text: string) => {
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.paste(text);
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('company user invite form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts with the user role and requires the e-mail and the name, sending nothing', async () => {
    const { calls } = renderInvite();
    expect(await screen.findByRole('checkbox', { name: 'Пользователь' })).toBeChecked();
    await save();
    await waitFor(() => expect(screen.getAllByText('Обязательное поле')).toHaveLength(2));
    await waitFor(() => expect(screen.getByLabelText('E-mail (логин)')).toHaveFocus());
    expect(posts(calls)).toHaveLength(0);
  });

  it('says what is wrong with the e-mail, the phone and an empty role set', async () => {
    const { calls } = renderInvite();
    await fill('E-mail (логин)', 'не почта');
    await fill('ФИО', 'Иванов Иван');
    await fill('Телефон', 'abc');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Пользователь' }));
    await save();
    expect(await screen.findByText('Неверный номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Неверный адрес электронной почты')).toBeInTheDocument();
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('fills the fields from the staff directory and sends the invitation with its toast', async () => {
    const { calls } = renderInvite();
    await userEvent.click(await screen.findByLabelText('Найти в справочнике'));
    await userEvent.click(await screen.findByText(/Белова Анастасия Игоревна · Ведущий логист/));
    expect(screen.getByLabelText('E-mail (логин)')).toHaveValue(PERSON.username);
    expect(screen.getByLabelText('ФИО')).toHaveValue(PERSON.fullname);
    expect(screen.getByLabelText('Телефон')).toHaveValue(PERSON.phone);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Менеджер' }));
    await save();

    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/customers/3/users',
      body: {
        username: PERSON.username,
        fullname: PERSON.fullname,
        phone: PERSON.phone,
        roles: ['ROLE_USER', 'ROLE_MANAGER'],
      },
    });
    expect(await screen.findByText(`Приглашение отправлено на ${PERSON.username}`)).toBeInTheDocument();
    expect(await screen.findByText('список пользователей')).toBeInTheDocument();
  });

  it('invites a carrier colleague without the directory, an empty phone sent as none', async () => {
    const { calls } = renderInvite(TEST_SESSIONS.contractorAdmin);
    await fill('E-mail (логин)', 'driver@carrier.demo');
    await fill('ФИО', 'Петров Пётр');
    expect(screen.queryByLabelText('Найти в справочнике')).not.toBeInTheDocument();
    await save();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]).toMatchObject({
      url: '/api/contractors/7/users',
      body: { username: 'driver@carrier.demo', fullname: 'Петров Пётр', phone: null, roles: ['ROLE_USER'] },
    });
  });
});
