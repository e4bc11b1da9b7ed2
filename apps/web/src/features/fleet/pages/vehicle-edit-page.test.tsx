import type { Session } from '@portal/contract/auth/auth.schemas';
import type { FleetStatus } from '@portal/contract/fleet/fleet-states';
import type { Vehicle } from '@portal/contract/fleet/vehicles.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../shared/test/fetch-mock';
import { renderRoute } from '../../../shared/test/render-route';
import { TEST_SESSIONS } from '../../../shared/test/sessions';
import { Component as VehicleEditPage } from './vehicle-edit-page';

const vehicleIn = (status: FleetStatus): Vehicle => ({
  id: 7,
  contractor: { id: 7, name: 'ООО «Перевозчик»' },
  status,
  kind: 'truck',
  model: { id: 1, name: 'КАМАЗ 5490', kind: 'truck', loadCapacity: 20, bodyVolume: 0 },
  plateNumber: 'А123ВС77',
  vin: 'XTC54900091234567',
  year: 2020,
  bodyType: { id: 6, name: 'Седельный тягач' },
  loadingTypes: [],
  ownership: 'own',
  leaseDocument: null,
  registrationScan: null,
  leaseScan: null,
  reason: null,
  createdAt: '2026-01-10T10:00:00+03:00',
  updatedAt: '2026-01-10T10:00:00+03:00',
});

function CustomerVehicleView() {
  return <p>Просмотр ТС заказчика</p>;
}

const renderVehicle = (status: FleetStatus, session: Session = TEST_SESSIONS.contractorAdmin) =>
  renderRoute({
    routes: [
      { path: '/vehicle/:transportVehiclesId', Component: VehicleEditPage },
      { path: '/customers/transport-vehicle/:transportVehiclesId', Component: CustomerVehicleView },
    ],
    initialEntry: '/vehicle/7',
    session,
    handler: () => jsonResponse(200, vehicleIn(status)),
  });

describe('the carrier’s vehicle form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is read-only while the customer checks the vehicle, and says why', async () => {
    const { calls } = renderVehicle(1);
    expect(
      await screen.findByText('Изменение недоступно в статусе «На проверке»: ТС проверяет заказчик'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Госномер')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('keeps a new vehicle editable', async () => {
    renderVehicle(0);
    expect(await screen.findByLabelText('Госномер')).toBeEnabled();
    expect(screen.queryByText(/Изменение недоступно/)).toBeNull();
  });

  it('shows the year as a year, without a thousands space, and says its range the same way', async () => {
    renderVehicle(0);
    const year = await screen.findByLabelText('Год выпуска');
    expect(year).toHaveValue('2020');
    await userEvent.clear(year);
    await userEvent.type(year, '1970');
    expect(year).toHaveValue('1970');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const next = new Date().getFullYear() + 1;
    expect(await screen.findByText(`Укажите год от 1980 до ${next}`)).toBeInTheDocument();
  });

  it('sends a customer’s admin to its own read-only view of the vehicle instead of the carrier’s form', async () => {
    const { calls, router } = renderVehicle(2, TEST_SESSIONS.customerAdmin);
    expect(await screen.findByText('Просмотр ТС заказчика')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers/transport-vehicle/7'));
    expect(calls.some((call) => call.url.includes('/api/contractors/'))).toBe(false);
  });
});
