import type { Session } from '@portal/contract/auth/auth.schemas';
import type { Proforma } from '@portal/contract/proformas/proformas.schemas';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { proforma } from '../test/proforma-fixtures';
import { ProformaView } from './proforma-view';

const contractorUser: Session = { ...TEST_SESSIONS.contractorAdmin, id: 6, roles: ['ROLE_USER'] };

const render = (session: Session, shown: Proforma) =>
  renderRoute({
    routes: [{ path: '/', Component: () => <ProformaView proforma={shown} /> }],
    initialEntry: '/',
    session,
    handler: () => jsonResponse(200, shown),
  });

const button = (name: string) => screen.queryByRole('button', { name });
const ACTIONS = ['Отправить', 'Удалить', 'Принять', 'Вернуть', 'Отметить оплату', 'Добавить доплату'];
const shownActions = () => ACTIONS.filter((name) => button(name));

describe('the proforma view actions by role and status', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a carrier admin the editing of a draft: send, delete, remove a line, add an extra charge', async () => {
    render(TEST_SESSIONS.contractorAdmin, proforma(0));
    expect(await screen.findByText('Черновик проформы')).toBeInTheDocument();
    expect(shownActions()).toEqual(['Отправить', 'Удалить', 'Добавить доплату']);
    expect(screen.getAllByRole('button', { name: /^Убрать строку/ })).toHaveLength(2);
    for (const name of ['УПД', 'Акт', 'Счёт-фактура', 'Файл'])
      expect(screen.getByRole('button', { name })).toHaveTextContent('Выбрать файл');
  });

  it('shows a returned proforma to the carrier admin with each returned line’s reason, editable again', async () => {
    const returned = proforma(3, { returnComment: 'Исправьте рейс' });
    returned.lines[1] = { ...returned.lines[1]!, returnReason: 'Рейс не наш' };
    render(TEST_SESSIONS.contractorAdmin, returned);
    expect(await screen.findByText('Рейс не наш')).toBeInTheDocument();
    expect(screen.getByText('Исправьте рейс')).toBeInTheDocument();
    expect(shownActions()).toEqual(['Отправить', 'Удалить', 'Добавить доплату']);
  });

  it('tells the carrier which documents its customer requires', async () => {
    render(TEST_SESSIONS.contractorAdmin, { ...proforma(0), requiredDocuments: 'act_invoice' });
    expect(
      await screen.findByText('Заказчик требует акт и счёт-фактуру: без них проформа не отправится.'),
    ).toBeInTheDocument();
  });

  it('leaves a carrier user reading: no action, no line removal, no upload', async () => {
    render(contractorUser, proforma(0));
    expect(await screen.findByText('Черновик проформы')).toBeInTheDocument();
    expect(shownActions()).toEqual([]);
    expect(screen.queryByRole('button', { name: /^Убрать строку/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Выбрать файл/ })).not.toBeInTheDocument();
  });

  it('gives customer admins and managers accept and return on a sent proforma, and payment once accepted', async () => {
    const { unmount } = render(TEST_SESSIONS.customerManager, proforma(1));
    expect(await screen.findByText('Проформа № П-2026-0007')).toBeInTheDocument();
    expect(shownActions()).toEqual(['Принять', 'Вернуть']);
    unmount();
    vi.unstubAllGlobals();
    render(TEST_SESSIONS.customerAdmin, proforma(2, { dueDate: '2026-12-02' }));
    expect(await screen.findByText('02.12.2026')).toBeInTheDocument();
    expect(shownActions()).toEqual(['Отметить оплату']);
  });

  it('leaves a customer user reading a sent proforma', async () => {
    render(TEST_SESSIONS.customerUser, proforma(1));
    expect(await screen.findByText('Проформа № П-2026-0007')).toBeInTheDocument();
    expect(shownActions()).toEqual([]);
  });

  it('underlines the flight link inside a penalty line’s text (WCAG 1.4.1), and shows its evidence', async () => {
    const shown = proforma(1);
    shown.lines.push({
      ...shown.lines[0]!,
      id: 99,
      kind: 'penalty',
      source: null,
      summ: -1000,
      evidence: {
        points: [
          {
            id: 7,
            department: 'Екатеринбург, РЦ',
            planDateArrival: '2026-05-10T06:00:00.000Z',
            factDateArrival: '2026-05-10T07:35:00.000Z',
            latenessSeconds: 5700,
          },
        ],
        appeal: null,
      },
    });
    render(TEST_SESSIONS.customerUser, shown);
    expect(await screen.findByText(/Екатеринбург, РЦ: план/)).toBeInTheDocument();
    const [flight, penalty] = screen.getAllByRole('link', { name: '0510МСК-ЕКБ' });
    expect(flight).not.toHaveStyle({ textDecoration: 'underline' });
    expect(penalty).toHaveStyle({ textDecoration: 'underline' });
  });

  it('links each flight line to its flight and its price to the auction', async () => {
    render(TEST_SESSIONS.customerUser, proforma(1));
    expect(await screen.findByRole('link', { name: '0510МСК-ЕКБ' })).toHaveAttribute(
      'href',
      '/customers/3/flight/101',
    );
    expect(screen.getAllByRole('link', { name: 'Аукцион № 12' })[0]).toHaveAttribute(
      'href',
      '/customers/3/auction/12',
    );
  });
});
