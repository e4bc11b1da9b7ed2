import type { User } from '@portal/contract/users/users.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasToken } from '../../../shared/api/token-storage';
import { configureSessionEnd } from '../../../shared/session/session-end';
import { type FetchCall, jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as MyProfilePage } from './my-profile-page';

const SESSION = TEST_SESSIONS.customerAdmin;

const ACCOUNT: User = {
  id: SESSION.id,
  username: SESSION.username,
  fullname: SESSION.fullname,
  phone: '+7 (900) 000-00-00',
  roles: SESSION.roles,
  ownerType: 'customer',
  ownerId: SESSION.ownerId,
  blocked: false,
  active: true,
  createdAt: '2026-01-10T10:00:00+03:00',
};

const WRONG_CURRENT = {
  status: 422,
  title: 'Ошибка проверки данных',
  detail: 'Проверьте правильность заполнения полей',
  message: 'Проверьте правильность заполнения полей',
  errors: ['Текущий пароль: неверный пароль'],
  fields: [{ path: ['currentPassword'], message: 'неверный пароль', code: 'custom' }],
};

const LAST_ADMIN = {
  status: 409,
  title: 'Конфликт',
  detail: 'Нельзя удалить последнего администратора компании',
  message: 'Нельзя удалить последнего администратора компании',
};

const renderProfile = (
  onDelete: () => Response = () => jsonResponse(200, { message: 'Пользователь удалён' }),
) =>
  renderRoute({
    routes: [
      { path: '/my-profile', Component: MyProfilePage },
      { path: '/login', Component: () => <p>Вход в портал</p> },
    ],
    initialEntry: '/my-profile',
    session: SESSION,
    handler: ({ method, url, body }) => {
      if (method === 'DELETE') return onDelete();
      if (url.endsWith('/password')) {
        const { currentPassword } = body as { currentPassword: string };
        return currentPassword === 'old-password'
          ? jsonResponse(200, { message: 'Пароль изменён. Другие сеансы завершены' })
          : jsonResponse(422, WRONG_CURRENT);
      }
      if (method === 'PUT') return jsonResponse(200, { ...ACCOUNT, ...(body as object) });
      if (url === '/api/login/check') return jsonResponse(200, SESSION);
      return jsonResponse(200, ACCOUNT);
    },
  });

const fill = async (label: string, text: string) => {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
};

describe('my profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureSessionEnd(null);
  });

  it('shows the login, company and roles to read and the name and phone to change', async () => {
    renderProfile();
    expect(await screen.findByLabelText('ФИО')).toHaveValue(ACCOUNT.fullname);
    expect(screen.getByLabelText('Телефон')).toHaveValue(ACCOUNT.phone);
    expect(screen.getByText(SESSION.username)).toBeInTheDocument();
    expect(screen.getByText('ООО «Грузоотправитель» (заказчик)')).toBeInTheDocument();
    expect(screen.getByText('Пользователь, Администратор')).toBeInTheDocument();
  });

  it('saves the name and a cleared phone as null', async () => {
    const { calls } = renderProfile();
    const name = await screen.findByLabelText('ФИО');
    await userEvent.clear(name);
    await userEvent.paste('Иванова Анна');
    await userEvent.clear(screen.getByLabelText('Телефон'));
    await userEvent.click(screen.getByText('Сохранить'));
    expect(await screen.findByText('Данные профиля сохранены')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/users/${SESSION.id}`);
    expect(put?.body).toEqual({ fullname: 'Иванова Анна', phone: null });
  });

  it('refuses a bad phone in the form', async () => {
    const { calls } = renderProfile();
    const phone = await screen.findByLabelText('Телефон');
    await userEvent.clear(phone);
    await userEvent.paste('12ab');
    await userEvent.click(screen.getByText('Сохранить'));
    expect(await screen.findByText('Неверный номер телефона')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('changes the password keeping this session (its refresh token goes along)', async () => {
    const { calls } = renderProfile();
    await screen.findByLabelText('Текущий пароль');
    await fill('Текущий пароль', 'old-password');
    await fill('Новый пароль', 'new-password-1');
    await fill('Повторите пароль', 'new-password-1');
    await userEvent.click(screen.getByText('Сменить пароль', { selector: 'button span' }));
    expect(await screen.findByText('Пароль изменён. Другие сеансы завершены')).toBeInTheDocument();
    const put = calls.find((call) => call.url.endsWith('/password'));
    expect(put?.url).toBe(`/api/users/${SESSION.id}/password`);
    expect(put?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'new-password-1',
    });
    await waitFor(() => expect(screen.getByLabelText('Текущий пароль')).toHaveValue(''));
  });

  it('checks the repeat before sending and marks a wrong current password', async () => {
    const { calls } = renderProfile();
    await screen.findByLabelText('Текущий пароль');
    await fill('Текущий пароль', 'wrong-password');
    await fill('Новый пароль', 'new-password-1');
    await fill('Повторите пароль', 'new-password-2');
    const submit = screen.getByText('Сменить пароль', { selector: 'button span' });
    await userEvent.click(submit);
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/password'))).toBe(false);

    await userEvent.clear(screen.getByLabelText('Повторите пароль'));
    await userEvent.paste('new-password-1');
    await userEvent.click(submit);
    expect(await screen.findByText('Неверный пароль')).toBeInTheDocument();
  });

  describe('deleting the own account', () => {
    const deletions = (calls: FetchCall[]) => calls.filter((call) => call.method === 'DELETE');

    const askToDelete = async () => {
      await userEvent.click(await screen.findByText('Удалить учётную запись', { selector: 'button span' }));
      expect(
        await screen.findAllByText('Вы уверены что хотите удалить свою учётную запись?'),
      ).not.toHaveLength(0);
      return within(document.querySelector<HTMLElement>('.ant-modal')!);
    };

    it('deletes it after Да, ends the session and goes to /login with the server’s message', async () => {
      const { calls, router } = renderProfile();
      // As the app's router does when a session ends.
      configureSessionEnd(() => void router.navigate('/login', { replace: true }));
      const dialog = await askToDelete();
      expect(dialog.getByText('Назад')).toBeInTheDocument();
      await userEvent.click(dialog.getByText('Да'));
      expect(await screen.findByText('Вход в портал')).toBeInTheDocument();
      expect(screen.getByText('Пользователь удалён')).toBeInTheDocument();
      expect(deletions(calls).map((call) => call.url)).toEqual([`/api/users/${SESSION.id}`]);
      expect(hasToken()).toBe(false);
    });

    it('sends nothing when answered Назад', async () => {
      const { calls } = renderProfile();
      const dialog = await askToDelete();
      await userEvent.click(dialog.getByText('Назад'));
      await waitFor(() =>
        expect(screen.queryAllByText('Вы уверены что хотите удалить свою учётную запись?')).toHaveLength(0),
      );
      expect(deletions(calls)).toEqual([]);
      expect(hasToken()).toBe(true);
    });

    it('shows the refusal for the last admin of a company and keeps the session', async () => {
      const { calls, router } = renderProfile(() => jsonResponse(409, LAST_ADMIN));
      const dialog = await askToDelete();
      await userEvent.click(dialog.getByText('Да'));
      expect(
        await screen.findByText('Нельзя удалить последнего администратора компании'),
      ).toBeInTheDocument();
      expect(deletions(calls)).toHaveLength(1);
      expect(router.state.location.pathname).toBe('/my-profile');
      expect(hasToken()).toBe(true);
    });
  });
});
