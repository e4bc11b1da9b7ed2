import type { Session } from '@portal/contract/auth/auth.schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { mockXhr } from '../../../shared/test/xhr-mock';
import { proforma } from '../test/proforma-fixtures';
import { ProformaView } from './proforma-view';

/** The view with the browser's download caught: the saved file names, in order. */
const render = (session: Session, status: 0 | 1) => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  // Downloads that report progress go through XMLHttpRequest.
  const calls = mockXhr(() => ({ status: 200, body: new Blob(['%PDF-1.3'], { type: 'application/pdf' }) }));
  const shown = proforma(status);
  renderRoute({
    routes: [{ path: '/', Component: () => <ProformaView proforma={shown} /> }],
    initialEntry: '/',
    session,
    handler: () => jsonResponse(200, shown),
  });
  return { calls, saved };
};

describe('the proforma’s printable PDF', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('downloads the carrier’s invoice and act from its own path, beside the Excel export', async () => {
    const { calls, saved } = render(TEST_SESSIONS.contractorAdmin, 0);
    expect(await screen.findByRole('button', { name: /Экспорт в Excel/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Счёт и акт \(PDF\)/ }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['GET', '/api/contractors/7/proforms/41/pdf'],
    ]);
    expect(calls[0]!.headers.Authorization).toMatch(/^Bearer /);
    expect(saved[0]).toMatch(/^Проформа 41 \d{2}\.\d{2}\.\d{4}\.pdf$/);
  });

  it('downloads the customer’s copy from the customer’s path, named by the number', async () => {
    const { calls, saved } = render(TEST_SESSIONS.customerUser, 1);
    await userEvent.click(await screen.findByRole('button', { name: /Счёт и акт \(PDF\)/ }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.map((call) => call.url)).toEqual(['/api/customers/3/proforms/41/pdf']);
    expect(saved[0]).toMatch(/^Проформа П-2026-0007 \d{2}\.\d{2}\.\d{4}\.pdf$/);
  });
});
