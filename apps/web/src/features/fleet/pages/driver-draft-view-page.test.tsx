import type { DriverDraftDetail } from '@portal/contract/fleet/driver-drafts.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as DriverDraftViewPage } from './driver-draft-view-page';

const SCAN = {
  guid: '5b0e7c1e-3c1a-4e39-9f43-0c4c7e0b2a11',
  originalName: 'паспорт.pdf',
  mimeType: 'application/pdf',
};

const DRAFT: DriverDraftDetail = {
  id: 7,
  status: 0,
  driver: { id: 3, fullname: 'Соколов Андрей Викторович' },
  contractor: { id: 7, name: 'ООО «Перевозчик»' },
  changes: [{ field: 'phone', label: 'Телефон', current: '+7 912 345-67-89', proposed: '+7 900 000-00-00' }],
  createdAt: '2026-11-20T09:00:00+03:00',
  decidedAt: null,
  declineReason: null,
  fields: [
    { field: 'fullname', label: 'ФИО', current: 'Соколов', proposed: 'Соколов', isChanged: false },
    {
      field: 'phone',
      label: 'Телефон',
      current: '+7 912 345-67-89',
      proposed: '+7 900 000-00-00',
      isChanged: true,
    },
  ],
  scans: [
    {
      field: 'passportScan',
      label: 'Скан паспорта',
      current: null,
      proposed: { file: SCAN },
      isChanged: true,
    },
  ],
};

const renderDraft = (draft: DriverDraftDetail = DRAFT) =>
  renderRoute({
    routes: [{ path: '/driver-drafts/:driverDraftId', Component: DriverDraftViewPage }],
    initialEntry: '/driver-drafts/7',
    session: TEST_SESSIONS.customerManager,
    handler: ({ method }) =>
      method === 'PATCH'
        ? jsonResponse(200, { ...DRAFT, status: 2, declineReason: 'Нет скана прав' })
        : jsonResponse(200, draft),
  });

describe('driver draft view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows every field beside the current one and marks only the changed ones', async () => {
    renderDraft();
    const data = await screen.findByRole('region', { name: 'Данные водителя' });
    const phone = within(data).getByRole('row', { name: /Телефон/ });
    expect(phone).toHaveTextContent('+7 912 345-67-89');
    expect(phone).toHaveTextContent('+7 900 000-00-00');
    expect(within(phone).getByText('изменено')).toBeInTheDocument();
    expect(within(within(data).getByRole('row', { name: /ФИО/ })).queryByText('изменено')).toBeNull();
  });

  it('names the compared values «Было» once the draft is decided', async () => {
    renderDraft({ ...DRAFT, status: 1, decidedAt: '2026-11-20T10:00:00+03:00' });
    const data = await screen.findByRole('region', { name: 'Данные водителя' });
    expect(within(data).getByRole('columnheader', { name: 'Было' })).toBeInTheDocument();
    expect(within(data).getByRole('row', { name: /Телефон/ })).toHaveTextContent('+7 912 345-67-89');
    expect(within(data).queryByRole('columnheader', { name: 'Сейчас' })).toBeNull();
  });

  it('links a proposed scan to the file viewer', async () => {
    renderDraft();
    const scans = await screen.findByRole('region', { name: 'Фото и сканы' });
    expect(within(scans).getByRole('link', { name: /паспорт\.pdf/ })).toHaveAttribute(
      'href',
      `/files/${SCAN.guid}`,
    );
  });

  it('declines with the reason the carrier reads', async () => {
    const { calls } = renderDraft();
    await userEvent.click(await screen.findByText('Отклонить'));
    await userEvent.click(await screen.findByLabelText('Причина'));
    await userEvent.paste('Нет скана прав');
    const dialog = within(document.querySelector<HTMLElement>('.ant-modal')!);
    await userEvent.click(dialog.getByText('Отклонить'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/customers/3/driver-drafts/7/decline');
    expect(patch?.body).toEqual({ reason: 'Нет скана прав' });
  });
});
