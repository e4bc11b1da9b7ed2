import { and, asc, eq } from 'drizzle-orm';
import { contactRequisites, contractorPartners, contractors, customers } from '../db/schema/index';
import type { CardValues } from '../modules/contact-requisites/contact-requisites.repository';
import { DEMO_CUSTOMER_INN } from './demo-accounts';
import type { SeedContext } from './seed-files';

// The demo shipper's own requisites; every code and account passes the contract's checks.
const COMPANY = {
  legalName: 'АО «СеверТрансГрупп»',
  inn: DEMO_CUSTOMER_INN,
  kpp: '770801001',
  ogrn: '1027700045031',
  legalAddress: '125009, г. Москва, ул. Тверская, д. 12, стр. 1',
  postalAddress: '125009, г. Москва, а/я 47',
} as const;

const SBERBANK = {
  bankName: 'ПАО Сбербанк',
  bik: '044525225',
  bankAccount: '40702811638000098765',
  correspondentAccount: '30101810400000000225',
} as const;

const VTB = {
  bankName: 'Банк ВТБ (ПАО)',
  bik: '044525187',
  bankAccount: '40702819500000004321',
  correspondentAccount: '30101810700000000187',
} as const;

const DEFAULT_CARD: CardValues = {
  ...COMPANY,
  ...SBERBANK,
  contactPerson: 'Иванова Мария Александровна',
  position: 'Руководитель отдела закупки перевозок',
  phone: '+7 (495) 780-12-34',
  email: 'logistics@severtrans.demo',
  comment: 'Вопросы по аукционам и тендерам — в рабочие дни с 9:00 до 18:00 (МСК).',
};

// Cards for two accredited partners: their own regional manager and, for one, the other bank account.
const PARTNER_CARDS: CardValues[] = [
  {
    ...COMPANY,
    ...SBERBANK,
    contactPerson: 'Морозов Алексей Павлович',
    position: 'Менеджер по работе с перевозчиками',
    phone: '+7 (495) 780-12-41',
    email: 'morozov@severtrans.demo',
    comment: 'Ваш персональный менеджер: рейсы, простои и документы по закрытым рейсам.',
  },
  {
    ...COMPANY,
    ...VTB,
    contactPerson: 'Волкова Ольга Сергеевна',
    position: 'Ведущий логист направления «Урал — Сибирь»',
    phone: '+7 (343) 222-45-67',
    email: 'volkova@severtrans.demo',
    comment: 'Проформы за рейсы направления выставляйте на расчётный счёт в Банке ВТБ.',
  },
];

/** The demo shipper's card for every carrier and two carrier-specific ones; runs while the table is empty. */
export const seedContactRequisites = async (ctx: SeedContext): Promise<boolean> => {
  const [anyCard] = await ctx.db.select({ id: contactRequisites.id }).from(contactRequisites).limit(1);
  if (anyCard) return false;
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.inn, DEMO_CUSTOMER_INN));
  if (!customer) return false;
  const partners = await ctx.db
    .select({ id: contractors.id })
    .from(contractorPartners)
    .innerJoin(contractors, eq(contractors.id, contractorPartners.contractorId))
    .where(
      and(
        eq(contractorPartners.customerId, customer.id),
        eq(contractorPartners.status, 1),
        eq(contractors.active, true),
      ),
    )
    .orderBy(asc(contractors.name))
    .limit(PARTNER_CARDS.length);
  await ctx.db.insert(contactRequisites).values([
    { ...DEFAULT_CARD, customerId: customer.id, contractorId: null },
    ...partners.map((partner, index) => ({
      ...PARTNER_CARDS[index]!,
      customerId: customer.id,
      contractorId: partner.id,
    })),
  ]);
  return true;
};
