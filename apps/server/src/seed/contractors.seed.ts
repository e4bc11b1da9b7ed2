import { PARTNER_STATUS } from '@portal/contract/contractors/partner-status';
import { isValidBankAccount, isValidOgrn } from '@portal/contract/validation/requisites';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { writeAudit } from '../core/audit';
import type { Db } from '../core/db/database';
import { contractorPartners, contractors, customers, users } from '../db/schema/index';
import { PARTNER_AUDIT_ENTITY, partnerAuditId } from '../modules/contractors/contractor-audit';
import { SECOND_CUSTOMER_INN } from './companies.seed';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import type { SeedContext } from './seed-files';

const DEMO_CARRIER_INN = '5012345672';
/** ООО «СибирьЛогистик» (admin@sibir.demo) is on the simplified system at 5 % (issue 23: both VAT cases show). */
const USN5_CARRIER_INN = '5406123450';

// Real Moscow banks with their correspondent accounts; each carrier gets its own settlement account.
const BANKS = [
  { bankName: 'ПАО Сбербанк', bik: '044525225', correspondentAccount: '30101810400000000225' },
  { bankName: 'АО «Альфа-Банк»', bik: '044525593', correspondentAccount: '30101810200000000593' },
  { bankName: 'Банк ВТБ (ПАО)', bik: '044525187', correspondentAccount: '30101810700000000187' },
] as const;

const LEGAL_ADDRESSES = [
  '141400, Московская обл., г. Химки, ул. Заводская, д. 7, оф. 12',
  '190020, г. Санкт-Петербург, наб. Обводного канала, д. 138, лит. А',
  '603001, г. Нижний Новгород, ул. Рождественская, д. 24',
  '344002, г. Ростов-на-Дону, пр. Будённовский, д. 15, оф. 301',
];

/** 40702810 (a company's rouble account), the control digit that makes it agree with the BIK, then a serial. */
const settlementAccount = (bik: string, serial: number): string => {
  const tail = `0${String(serial).padStart(10, '0')}`;
  for (let key = 0; key <= 9; key += 1) {
    const account = `40702810${key}${tail}`;
    if (isValidBankAccount(account, bik)) return account;
  }
  throw new Error(`no control digit for BIK ${bik}`);
};

/** A 13-digit ОГРН registered in the INN's region, with its remainder digit. */
const ogrnFor = (inn: string, serial: number): string => {
  const body = `103${inn.slice(0, 2)}${String(serial).padStart(7, '0')}`;
  const ogrn = `${body}${(BigInt(body) % 11n) % 10n}`;
  if (!isValidOgrn(ogrn)) throw new Error(`bad ОГРН ${ogrn}`);
  return ogrn;
};

/** Bank details (and missing codes and addresses, a VAT regime) for every carrier, while no carrier has a BIK yet. */
const seedRequisites = async (db: Db): Promise<boolean> => {
  const [withBik] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(isNotNull(contractors.bik))
    .limit(1);
  if (withBik) return false;
  const rows = await db
    .select()
    .from(contractors)
    .where(isNull(contractors.bik))
    .orderBy(asc(contractors.id));
  for (const [index, row] of rows.entries()) {
    const bank = BANKS[index % BANKS.length]!;
    const legalAddress = row.legalAddress ?? LEGAL_ADDRESSES[index % LEGAL_ADDRESSES.length]!;
    await db
      .update(contractors)
      .set({
        ...bank,
        bankAccount: settlementAccount(bank.bik, 12_345 + row.id),
        kpp: row.kpp ?? (row.inn.length === 10 ? `${row.inn.slice(0, 4)}01001` : null),
        ogrn: row.ogrn ?? (row.inn.length === 10 ? ogrnFor(row.inn, 123_450 + row.id) : null),
        legalAddress,
        postalAddress: row.postalAddress ?? legalAddress,
        ...(row.inn === USN5_CARRIER_INN ? { vatRegime: 'usn5' as const } : {}),
      })
      .where(eq(contractors.id, row.id));
  }
  return rows.length > 0;
};

const BLOCK_REASONS = [
  'Два срыва погрузки подряд на направлении Москва — Казань',
  'Истёк срок полиса страхования ответственности перевозчика',
];

type PartnerPlan = { customerInn: string; count: number; blocked: number; skip: number };

// The demo customer works with about eight carriers (two blocked); the second one with four (one blocked).
const PLANS: PartnerPlan[] = [
  { customerInn: DEMO_CUSTOMER_INN, count: 8, blocked: 2, skip: 0 },
  { customerInn: SECOND_CUSTOMER_INN, count: 4, blocked: 1, skip: 3 },
];

const findCustomer = async (db: Db, inn: string) => {
  const [row] = await db.select().from(customers).where(eq(customers.inn, inn));
  return row ?? null;
};

const findCustomerAdminId = async (db: Db, customerId: number): Promise<number | null> => {
  const rows = await db
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(and(eq(users.ownerType, 'customer'), eq(users.ownerId, customerId)))
    .orderBy(asc(users.id));
  return rows.find((row) => row.roles.includes('ROLE_ADMIN'))?.id ?? null;
};

/** Partners of one customer among the verified carriers; the demo carrier is always an accredited one. */
const seedPartnersOf = async (db: Db, plan: PartnerPlan, verified: { id: number; inn: string }[]) => {
  const customer = await findCustomer(db, plan.customerInn);
  if (!customer) return false;
  const demoCarrier = verified.find((carrier) => carrier.inn === DEMO_CARRIER_INN);
  const others = verified.filter((carrier) => carrier !== demoCarrier);
  const rotated = [...others.slice(plan.skip), ...others.slice(0, plan.skip)];
  const chosen = [
    ...(plan.customerInn === DEMO_CUSTOMER_INN && demoCarrier ? [demoCarrier] : []),
    ...rotated,
  ].slice(0, plan.count);
  if (chosen.length === 0) return false;
  const actorUserId = await findCustomerAdminId(db, customer.id);
  await db.transaction(async (tx) => {
    for (const [index, carrier] of chosen.entries()) {
      // The last ones are blocked, so the demo carrier (first) stays accredited.
      const blockIndex = index - (chosen.length - plan.blocked);
      const reason = blockIndex >= 0 ? BLOCK_REASONS[blockIndex % BLOCK_REASONS.length]! : null;
      await tx.insert(contractorPartners).values({
        customerId: customer.id,
        contractorId: carrier.id,
        status: reason ? PARTNER_STATUS.blocked : PARTNER_STATUS.accredited,
        reason,
      });
      const audit = {
        actorUserId,
        entity: PARTNER_AUDIT_ENTITY,
        entityId: partnerAuditId(customer.id, carrier.id),
      };
      await writeAudit(tx, { ...audit, action: 'add-partner', toState: PARTNER_STATUS.accredited });
      if (reason) {
        await writeAudit(tx, {
          ...audit,
          action: 'block',
          fromState: PARTNER_STATUS.accredited,
          toState: PARTNER_STATUS.blocked,
          comment: reason,
        });
      }
    }
  });
  return true;
};

/**
 * Demo partners (DESIGN 9), while no customer has any: about eight verified carriers for the demo customer (two
 * blocked, the demo carrier accredited) and four for the second customer. Also fills the carriers' bank details
 * while no carrier has a BIK.
 */
export const seedContractorPartners = async (ctx: SeedContext): Promise<boolean> => {
  const hasNewRequisites = await seedRequisites(ctx.db);
  const [anyPartner] = await ctx.db.select({ id: contractorPartners.id }).from(contractorPartners).limit(1);
  if (anyPartner) return hasNewRequisites;
  const verified = await ctx.db
    .select({ id: contractors.id, inn: contractors.inn })
    .from(contractors)
    .where(eq(contractors.active, true))
    .orderBy(asc(contractors.id));
  let hasNewPartners = false;
  for (const plan of PLANS) {
    if (await seedPartnersOf(ctx.db, plan, verified)) hasNewPartners = true;
  }
  return hasNewRequisites || hasNewPartners;
};
