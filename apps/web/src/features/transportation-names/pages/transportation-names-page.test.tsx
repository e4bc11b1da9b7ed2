import type { Session } from '@portal/contract/auth/auth.schemas';
import {
  TRANSPORTATION_NAME_CONFIRMATIONS,
  TRANSPORTATION_NAME_MESSAGES,
} from '@portal/contract/transportation-names/transportation-names.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { FOOD, MAIL, pageOfNames } from '../test/transportation-name-fixtures';
import { Component as TransportationNamesPage } from './transportation-names-page';

const MANAGER: Session = { ...TEST_SESSIONS.customerUser, roles: ['ROLE_MANAGER'] };
const LIST_URL = '/api/customers/3/transportation-names?';

const renderList = (session: Session = TEST_SESSIONS.customerAdmin) =>
  renderRoute({
    routes: [
      { path: '/transportation-names', Component: TransportationNamesPage },
      { path: '/transportation-names/:transportationNameId', Component: () => <p>форма наименования</p> },
    ],
    initialEntry: '/transportation-names',
    session,
    handler: ({ method, url }) => {
      if (method === 'DELETE') return jsonResponse(200, { message: TRANSPORTATION_NAME_MESSAGES.deleted });
      if (url.startsWith(LIST_URL)) return jsonResponse(200, pageOfNames([MAIL, FOOD]));
      return jsonResponse(404, { message: 'Не найдено' });
    },
  });

describe('transportation names list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each name as a tag in its colour with readable text, and the colour by its name', async () => {
    renderList(TEST_SESSIONS.customerUser);
    const tag = await screen.findByText(FOOD.name);
    // Black on the light green (#52c41a): 9.3:1, where white would be 2.3:1.
    expect(tag.closest('.ant-tag')).toHaveStyle({ backgroundColor: FOOD.color, color: '#000000' });
    expect(within(tag.closest('tr')!).getByText('зелёный')).toBeInTheDocument();
    expect(within(tag.closest('tr')!).queryByText(FOOD.color)).not.toBeInTheDocument();
  });

  it('gives a plain user no Добавить, edit or delete', async () => {
    renderList(TEST_SESSIONS.customerUser);
    await screen.findByText(FOOD.name);
    expect(screen.queryByText('Добавить')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Редактировать|Удалить/)).not.toBeInTheDocument();
  });

  it('gives a manager Добавить and edit but not delete; Добавить opens the form for a new name', async () => {
    renderList(MANAGER);
    expect(await screen.findByLabelText(`Редактировать ${FOOD.name}`)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Удалить/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Добавить'));
    expect(await screen.findByText('форма наименования')).toBeInTheDocument();
  });

  it('asks before an admin deletes a name, then confirms with a toast', async () => {
    const { calls } = renderList();
    await userEvent.click(await screen.findByLabelText(`Удалить ${FOOD.name}`));
    expect(await screen.findAllByText(TRANSPORTATION_NAME_CONFIRMATIONS.delete)).not.toHaveLength(0);
    const dialog = within(document.querySelector<HTMLElement>('.ant-modal')!);
    expect(dialog.getByText('Назад')).toBeInTheDocument();
    await userEvent.click(dialog.getByText('Да'));
    expect(await screen.findByText(TRANSPORTATION_NAME_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      `/api/customers/3/transportation-names/${FOOD.id}`,
    );
  });
});
