import { and, eq } from 'drizzle-orm';
import { randomInn } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { auditLog, contractorPartners, contractors } from '../../db/schema/index';

export type Auth = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Checksum-valid requisites (the BIK and both accounts agree) with a fresh INN. */
export const validRequisites = (inn = randomInn()) => ({
  name: 'ООО «Северный Путь»',
  inn,
  kpp: '501201001',
  ogrn: '1027700132195',
  legalAddress: '141400, Московская обл., г. Химки, ул. Заводская, д. 7',
  postalAddress: '',
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  bankAccount: '40702810938000012345',
  correspondentAccount: '30101810400000000225',
  contactPerson: 'Орлов Павел Андреевич',
  email: 'office@north.test',
  phone: '+7 (495) 555-12-34',
});

/** Test helpers shared by the carrier-side, customer-side and card tests. */
export const contractorsKit = (t: TestApp) => {
  const db = () => t.app.ctx.db;

  const call = (method: Method, url: string, auth: Auth, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload }) });

  /** A form-encoded call, as SPEC 7 sends the partner status changes. */
  const callForm = (method: Method, url: string, auth: Auth, form: Record<string, string>) =>
    t.app.inject({
      method,
      url,
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  const makePartner = async (
    customerId: number,
    contractorId: number,
    status: 1 | 3 = 1,
    reason?: string,
  ) => {
    await db()
      .insert(contractorPartners)
      .values({ customerId, contractorId, status, reason: reason ?? null });
  };

  const partnerRow = async (customerId: number, contractorId: number) =>
    (
      await db()
        .select()
        .from(contractorPartners)
        .where(
          and(
            eq(contractorPartners.customerId, customerId),
            eq(contractorPartners.contractorId, contractorId),
          ),
        )
    )[0] ?? null;

  const contractorRow = async (id: number) =>
    (await db().select().from(contractors).where(eq(contractors.id, id)))[0]!;

  const auditOf = (entity: string, entityId: string | number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));

  return { call, callForm, makePartner, partnerRow, contractorRow, auditOf };
};
