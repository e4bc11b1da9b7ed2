import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRefreshToken, getToken } from '../../../shared/api/token-storage';
import { jsonResponse, mockFetch } from '../../../shared/test/fetch-mock';
import { TestProviders } from '../../../shared/test/test-providers';
import { Component as LoginPage } from './login-page';

function DashboardStub() {
  return <p>Главная</p>;
}

const renderLogin = () => {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', Component: DashboardStub },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
};

const submit = async (username: string, password: string) => {
  await userEvent.type(screen.getByLabelText('Электронная почта'), username);
  await userEvent.type(screen.getByLabelText('Пароль'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
};

describe('login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows 'Не получен токен!' when the server answers without a token (SPEC 5)", async () => {
    const calls = mockFetch(() => jsonResponse(200, {}));
    const router = renderLogin();
    await submit('user@shipper.demo', 'demo1234');
    expect(await screen.findByText('Не получен токен!')).toBeInTheDocument();
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/login',
      method: 'POST',
      body: { username: 'user@shipper.demo', password: 'demo1234' },
    });
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('stores both tokens and goes to /dashboard after a successful login', async () => {
    mockFetch(() => jsonResponse(200, { token: 'access-token', refreshToken: 'refresh-token' }));
    const router = renderLogin();
    await submit('  admin@carrier.demo ', 'demo1234');
    expect(await screen.findByText('Главная')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe('access-token');
    expect(getRefreshToken()).toBe('refresh-token');
  });

  it("shows the server's reason for a refused login and stays on the page", async () => {
    mockFetch(() =>
      jsonResponse(401, {
        type: 'about:blank',
        title: 'Требуется вход',
        status: 401,
        detail: 'Неверный логин или пароль',
        message: 'Неверный логин или пароль',
      }),
    );
    const router = renderLogin();
    await submit('user@shipper.demo', 'wrong-password');
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('validates the form on save in Russian and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(200, {}));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный адрес электронной почты')).toBeInTheDocument();
    expect(screen.getByText('Обязательное поле')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
