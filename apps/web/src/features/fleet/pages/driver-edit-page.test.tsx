import type { Driver } from '@portal/contract/fleet/drivers.schemas';
import type { FleetStatus } from '@portal/contract/fleet/fleet-states';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as DriverEditPage } from './driver-edit-page';

const driverIn = (status: FleetStatus): Driver => ({
  id: 5,
  contractor: { id: 7, name: 'ООО «Перевозчик»' },
  status,
  fullname: 'Козлов Максим Андреевич',
  birthDate: '1985-03-14',
  passportType: { id: 1, name: 'Паспорт гражданина РФ' },
  passportSeries: '4510',
  passportNumber: '331676',
  passportIssuedBy: 'ОВД района Хамовники г. Москвы',
  passportIssueDate: '2010-04-02',
  phone: '+7 912 345-67-89',
  licenceNumber: '9912345678',
  licenceDate: '2015-06-20',
  licenceCategories: ['C'],
  routeKinds: ['auto'],
  photo: null,
  passportScan: null,
  licenceScan: null,
  reason: null,
  hasDraft: false,
  createdAt: '2026-01-10T10:00:00+03:00',
  updatedAt: '2026-01-10T10:00:00+03:00',
});

const renderDriver = (status: FleetStatus) =>
  renderRoute({
    routes: [{ path: '/driver/:driverId', Component: DriverEditPage }],
    initialEntry: '/driver/5',
    session: TEST_SESSIONS.contractorAdmin,
    handler: () => jsonResponse(200, driverIn(status)),
  });

describe('the carrier’s driver form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is read-only while the customer checks the driver, and says why', async () => {
    renderDriver(1);
    expect(
      await screen.findByText('Изменение недоступно в статусе «На проверке»: водителя проверяет заказчик'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('ФИО')).toBeDisabled();
  });

  it('keeps a new driver editable', async () => {
    renderDriver(0);
    expect(await screen.findByLabelText('ФИО')).toBeEnabled();
    expect(screen.queryByText(/Изменение недоступно/)).toBeNull();
  });
});
