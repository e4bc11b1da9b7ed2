import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../shared/test/fetch-mock';
import { TestProviders } from '../../../shared/test/test-providers';
import { Component as RegistrationPage } from './registration-page';
import { Component as RegistrationSuccessPage } from './registration-success-page';

const renderRegistration = () => {
  const router = createMemoryRouter(
    [
      { path: '/registration', Component: RegistrationPage },
      { path: '/registration-success', Component: RegistrationSuccessPage },
    ],
    { initialEntries: ['/registration'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
};

const fill = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label, { exact: true }), value);
  }
};

describe('registration page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('rejects an INN with a wrong checksum and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(201, { message: 'ok' }));
    renderRegistration();
    await fill({ ИНН: '7707083890' });
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Неверный ИНН: не сходится контрольная сумма')).toBeInTheDocument();
    expect(screen.getByLabelText('Название компании')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  const fillAll = () =>
    fill({
      'Название компании': '  ООО «ТрансВектор» ',
      ИНН: '7707083893',
      'Контактное лицо': 'Петров Пётр',
      Телефон: '+7 900 123-45-67',
      'Электронная почта': 'TransVector@Mail.ru',
      Пароль: 'secret-pass-1',
      'Повторите пароль': 'secret-pass-1',
    });

  it('sends the trimmed body of the contract schema and shows the success page', async () => {
    const calls = mockFetch(() => jsonResponse(201, { message: 'Письмо отправлено на transvector@mail.ru' }));
    const router = renderRegistration();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Письмо отправлено на transvector@mail.ru')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/registration-success');
    expect(calls[0]).toMatchObject({
      url: '/api/register/contractor',
      method: 'POST',
      body: {
        companyName: 'ООО «ТрансВектор»',
        inn: '7707083893',
        contactPerson: 'Петров Пётр',
        phone: '+7 900 123-45-67',
        email: 'transvector@mail.ru',
        password: 'secret-pass-1',
      },
    });
  });

  it('shows a taken e-mail under its field', async () => {
    const line = 'Электронная почта: пользователь transvector@mail.ru уже зарегистрирован';
    mockFetch(() =>
      jsonResponse(422, {
        status: 422,
        title: 'Ошибка валидации',
        detail: 'Проверьте правильность заполнения полей',
        errors: [line],
        fields: [
          {
            path: ['email'],
            message: 'пользователь transvector@mail.ru уже зарегистрирован',
            code: 'custom',
          },
        ],
      }),
    );
    renderRegistration();
    await fillAll();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const email = screen.getByLabelText('Электронная почта', { exact: true });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/Пользователь transvector@mail\.ru уже зарегистрирован/),
    );
    expect(email).toHaveFocus();
    expect(screen.queryByText(line)).not.toBeInTheDocument();
  });

  it('asks for an empty phone, e-mail and password as required and checks their format only once they are given', async () => {
    const calls = mockFetch(() => jsonResponse(201, { message: 'ok' }));
    renderRegistration();
    const phone = screen.getByLabelText('Телефон', { exact: true });
    const email = screen.getByLabelText('Электронная почта', { exact: true });
    const password = screen.getByLabelText('Пароль', { exact: true });
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('Обязательное поле'));
    expect(email).toHaveAccessibleDescription(/^Обязательное поле/);
    expect(password).toHaveAccessibleDescription(/^Обязательное поле/);
    expect(screen.queryByText('Не короче 8 символов')).not.toBeInTheDocument();
    expect(screen.queryByText('Неверный номер телефона')).not.toBeInTheDocument();
    expect(screen.queryByText('Неверный адрес электронной почты')).not.toBeInTheDocument();

    await fill({ Телефон: '12ab', 'Электронная почта': 'nope' });
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Неверный номер телефона')).toBeInTheDocument();
    expect(screen.getByText('Неверный адрес электронной почты')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for the same password twice', async () => {
    mockFetch(() => jsonResponse(201, { message: 'ok' }));
    renderRegistration();
    await fill({ Пароль: 'secret-pass-1', 'Повторите пароль': 'secret-pass-2' });
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
  });
});
