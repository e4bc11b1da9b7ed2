import type { Session } from '@portal/contract/auth/auth.schemas';
import type { ContractorRecord } from '@portal/contract/contractors/contractors.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { CONTRACTOR_ID, CONTRACTOR_USER_SESSION, testRecord } from '../test/contractor-fixtures';
import { Component as ProfilePage } from './profile-page';

type RenderOptions = { session?: Session; record?: ContractorRecord; entry?: string };

const renderProfile = ({
  session = TEST_SESSIONS.contractorAdmin,
  record = testRecord(),
  entry = '/profile',
}: RenderOptions = {}) =>
  renderRoute({
    routes: [{ path: '/profile', Component: ProfilePage }],
    initialEntry: entry,
    session,
    handler: ({ method, url, body }) => {
      // Saving reloads the session: the layout shows the company name.
      if (url === '/api/login/check') return jsonResponse(200, session);
      if (method === 'PUT') return jsonResponse(200, { ...record, ...(body as object) });
      return jsonResponse(200, record);
    },
  });

const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('company profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the VAT regime among the requisites', async () => {
    renderProfile({ record: { ...testRecord(), vatRegime: 'usn7' } });
    expect(await screen.findByText('УСН, НДС 7 %')).toBeInTheDocument();
  });

  it('shows the requisites and lets the admin open the form', async () => {
    const { router } = renderProfile();
    expect(await screen.findByText('044525225')).toBeInTheDocument();
    expect(screen.getByText('Верифицирован')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Редактировать/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?edit=1'));
    expect(await screen.findByLabelText('Расчётный счёт')).toHaveValue('40702810938000012345');
  });

  it('keeps the profile read-only for a carrier user', async () => {
    renderProfile({ session: CONTRACTOR_USER_SESSION });
    expect(await screen.findByText('044525225')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Редактировать/ })).not.toBeInTheDocument();
  });

  it('shows a rejected carrier the reason and the way to /verification', async () => {
    renderProfile({
      record: testRecord({ verificationStatus: 3, active: false, rejectionReason: 'Скан нечитаем' }),
    });
    expect(await screen.findByText('Причина: Скан нечитаем')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /отправить на проверку/ })).toHaveAttribute(
      'href',
      '/verification',
    );
  });

  it('refuses a bad INN and an account that does not match the BIK with the server’s Russian messages', async () => {
    const { calls } = renderProfile({
      record: testRecord({ verificationStatus: 0, active: false }),
      entry: '/profile?edit=1',
    });
    const inn = await screen.findByLabelText('ИНН');
    await userEvent.clear(inn);
    await userEvent.type(inn, '5012345673');
    const account = screen.getByLabelText('Расчётный счёт');
    await userEvent.clear(account);
    await userEvent.type(account, '40702810938000012346');
    await save();
    expect(
      await screen.findByText('Неверный ИНН: проверьте количество цифр и контрольную сумму'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Неверный расчётный счёт: 20 цифр, контрольная сумма с БИК не сходится'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('ИНН')).toHaveFocus());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('locks the INN of a verified carrier', async () => {
    renderProfile({ entry: '/profile?edit=1' });
    expect(await screen.findByLabelText('ИНН')).toBeDisabled();
  });

  it('saves the trimmed requisites and reports «Профиль компании сохранён»', async () => {
    const { calls, router } = renderProfile({ entry: '/profile?edit=1' });
    const bank = await screen.findByLabelText('Банк');
    await userEvent.clear(bank);
    await userEvent.type(bank, '  ПАО «Сбербанк России» ');
    await userEvent.click(screen.getByLabelText('Налогообложение'));
    await userEvent.click(await screen.findByTitle('УСН, НДС 5 %'));
    await save();
    expect(await screen.findByText('Профиль компании сохранён')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/contractors/${CONTRACTOR_ID}`);
    expect(put?.body).toMatchObject({
      bankName: 'ПАО «Сбербанк России»',
      inn: '5012345672',
      postalAddress: '',
      vatRegime: 'usn5',
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
