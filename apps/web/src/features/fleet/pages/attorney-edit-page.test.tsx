import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as AttorneyEditPage } from './attorney-edit-page';

describe('a new power of attorney', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the carrier itself as the issuer: its own INN is filled in', async () => {
    renderRoute({
      routes: [{ path: '/attorneys/add', Component: AttorneyEditPage }],
      initialEntry: '/attorneys/add',
      session: TEST_SESSIONS.contractorAdmin,
      handler: () => jsonResponse(200, { items: [], totalCount: 0, page: 1, limit: 100 }),
    });
    expect(await screen.findByLabelText('ИНН доверителя')).toHaveValue(TEST_SESSIONS.contractorAdmin.INN);
  });
});
