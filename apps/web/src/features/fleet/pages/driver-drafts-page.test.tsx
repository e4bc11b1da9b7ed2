import type { DriverDraft } from '@portal/contract/fleet/driver-drafts.schemas';
import { DRIVER_DRAFT_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as DriverDraftsPage } from './driver-drafts-page';

const ACCEPTED: DriverDraft = {
  id: 2,
  status: 1,
  driver: { id: 3, fullname: 'Соколов Андрей Викторович' },
  contractor: { id: 7, name: 'ООО «Перевозчик»' },
  changes: [{ field: 'phone', label: 'Телефон', current: '+7 910 555-10-20', proposed: '+7 999 111-22-33' }],
  createdAt: '2026-11-20T09:00:00+03:00',
  decidedAt: '2026-11-20T10:00:00+03:00',
  declineReason: null,
};

describe('driver drafts list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('counts the fields an accepted draft changed', async () => {
    renderRoute({
      routes: [{ path: '/driver-drafts', Component: DriverDraftsPage }],
      initialEntry: '/driver-drafts',
      session: TEST_SESSIONS.customerManager,
      handler: () =>
        jsonResponse(200, { items: [ACCEPTED], totalCount: 1, currentPageNumber: 1, numItemsPerPage: 100 }),
    });
    const row = (await screen.findByText(ACCEPTED.driver.fullname)).closest('tr')!;
    const headers = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent);
    const cells = within(row).getAllByRole('cell');
    expect(cells[headers.indexOf('Изменено полей')]).toHaveTextContent(/^1$/);
    expect(row).toHaveTextContent(DRIVER_DRAFT_STATUS_LABELS[1]);
  });
});
