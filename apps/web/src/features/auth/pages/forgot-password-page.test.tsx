import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../shared/test/fetch-mock';
import { TestProviders } from '../../../shared/test/test-providers';
import { Component as ForgotPasswordPage } from './forgot-password-page';

const renderForgotPassword = () => {
  const router = createMemoryRouter([{ path: '/forgot-password', Component: ForgotPasswordPage }], {
    initialEntries: ['/forgot-password'],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
};

const email = () => screen.getByLabelText('Электронная почта');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Отправить' }));

describe('forgot password page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the e-mail when it is empty and checks its format only once it is given', async () => {
    const calls = mockFetch(() => jsonResponse(200, { message: 'ok' }));
    renderForgotPassword();
    await submit();
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Обязательное поле'));
    expect(screen.queryByText('Неверный адрес электронной почты')).not.toBeInTheDocument();

    await userEvent.type(email(), 'nope');
    await submit();
    await waitFor(() => expect(email()).toHaveAccessibleDescription('Неверный адрес электронной почты'));
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed address and shows the server’s answer', async () => {
    const calls = mockFetch(() => jsonResponse(200, { message: 'Письмо отправлено на user@shipper.demo' }));
    renderForgotPassword();
    await userEvent.type(email(), ' User@Shipper.demo ');
    await submit();
    expect(await screen.findByText('Письмо отправлено на user@shipper.demo')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/drop-password-message',
      method: 'POST',
      body: { username: 'user@shipper.demo' },
    });
  });
});
