import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import type { Role } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import { createContractor, createCustomer, createUser, login } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { contractorPartners, drivers } from '../../db/schema/index';

type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A driver body that passes every check. */
export const validDriver = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Сидоров Алексей Петрович',
  birthDate: '1985-03-14',
  passportType: 1,
  passportSeries: '45 10',
  passportNumber: '123456',
  passportIssuedBy: 'ОВД района Хамовники г. Москвы',
  passportIssueDate: '2010-04-02',
  phone: '+7 912 345-67-89',
  licenceNumber: '99 12 345678',
  licenceDate: '2015-06-20',
  licenceCategories: ['B', 'C', 'CE'],
  routeKinds: ['auto', 'container'],
  ...overrides,
});

/** The n-th other person for a carrier that already has `validDriver()`: a passport and a licence of its own. */
export const driverIdentity = (index: number) => ({
  passportNumber: String(654_321 + index),
  licenceNumber: String(9_912_654_321 + index),
});

export const validTruck = (overrides: Record<string, unknown> = {}) => ({
  kind: 'truck',
  model: 1,
  plateNumber: 'А123ВС77',
  vin: 'XTC54900091234567',
  year: 2019,
  bodyType: 6,
  loadingTypes: [],
  ownership: 'own',
  ...overrides,
});

export const validTrailer = (overrides: Record<string, unknown> = {}) => ({
  kind: 'trailer',
  model: 7,
  plateNumber: 'АВ1234 77',
  vin: 'WKESD000000123456',
  year: 2018,
  bodyType: 1,
  loadingTypes: [1, 2],
  ownership: 'leased',
  leaseDocument: 'Договор лизинга № 15/2023 от 01.02.2023',
  ...overrides,
});

export const validAttorney = (driver: number, overrides: Record<string, unknown> = {}) => ({
  number: 'Д-101',
  date: '2026-01-10',
  dateFrom: '2026-01-10',
  dateTo: '2030-12-31',
  driver,
  signer: 'Кузнецов Иван Иванович',
  signerPosition: 'Генеральный директор',
  issuerInn: '7707083893',
  issuerOgrn: '1027700132195',
  powers: 'Получение и сдача грузов, подписание транспортных накладных',
  ...overrides,
});

/** Companies with signed-in users of every role, and a call helper, for the fleet's route tests. */
export const fleetKit = (t: TestApp) => {
  const db = t.app.ctx.db;
  const signIn = async (ownerType: 'customer' | 'contractor', ownerId: number, roles: Role[]) => {
    const user = await createUser(db, { ownerType, ownerId }, { roles });
    const { token } = await login(t.app, user.username);
    return { user, auth: { authorization: `Bearer ${token}` } as Auth };
  };
  const carrier = async () => {
    const company = await createContractor(db);
    return {
      company,
      id: company.id,
      admin: await signIn('contractor', company.id, ['ROLE_ADMIN']),
      manager: await signIn('contractor', company.id, ['ROLE_MANAGER']),
      plain: await signIn('contractor', company.id, ['ROLE_USER']),
    };
  };
  /** A customer whose partner the given carriers are. */
  const customer = async (...partnerIds: number[]) => {
    const company = await createCustomer(db);
    for (const contractorId of partnerIds)
      await db.insert(contractorPartners).values({ customerId: company.id, contractorId, status: 1 });
    return {
      company,
      id: company.id,
      admin: await signIn('customer', company.id, ['ROLE_ADMIN']),
      manager: await signIn('customer', company.id, ['ROLE_MANAGER']),
      plain: await signIn('customer', company.id, ['ROLE_USER']),
    };
  };
  const call = (method: Method, url: string, auth: Auth, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  type Carrier = Awaited<ReturnType<typeof carrier>>;
  /** A driver of the carrier in the given status (set as the customer's security would): verified by default. */
  const driverOf = async (
    owner: Carrier,
    status: number = FLEET_STATUS.verified,
    overrides: Record<string, unknown> = {},
  ) => {
    const created = await call(
      'POST',
      `/api/contractors/${owner.id}/drivers`,
      owner.admin.auth,
      validDriver(overrides),
    );
    const driver = created.json() as { id: number; fullname: string };
    await db.update(drivers).set({ status }).where(eq(drivers.id, driver.id));
    return driver;
  };
  /** A power of attorney the carrier issues (its own INN) to one of its drivers. */
  const attorneyOf = (owner: Carrier, driver: number, overrides: Record<string, unknown> = {}) =>
    validAttorney(driver, { issuerInn: owner.company.inn, ...overrides });
  return { carrier, customer, call, driverOf, attorneyOf };
};
