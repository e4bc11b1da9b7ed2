import { eq } from 'drizzle-orm';
import { hashPassword } from '../core/auth/passwords';
import {
  contractors,
  contractorValidationDocuments,
  customers,
  users,
  validationDocuments,
} from '../db/schema/index';
import { DEMO_CUSTOMER_INN, DEMO_PASSWORD } from './demo-accounts';
import { type SeedContext, seedMediaPath, storeSeedFile } from './seed-files';

type Role = 'ROLE_USER' | 'ROLE_ADMIN' | 'ROLE_MANAGER';
type Person = { username: string; fullname: string; roles: Role[]; blocked?: boolean; invited?: boolean };

export const SECOND_CUSTOMER_INN = '7810654325';

// More staff of the demo shipper, so lists, lookups and manager groups have people to show.
const DEMO_CUSTOMER_STAFF: Person[] = [
  { username: 'logist1@shipper.demo', fullname: 'Морозов Алексей Павлович', roles: ['ROLE_MANAGER'] },
  { username: 'logist2@shipper.demo', fullname: 'Волкова Ольга Сергеевна', roles: ['ROLE_MANAGER'] },
  { username: 'dispatcher@shipper.demo', fullname: 'Лебедев Игорь Викторович', roles: ['ROLE_USER'] },
  { username: 'analyst@shipper.demo', fullname: 'Новикова Татьяна Юрьевна', roles: ['ROLE_USER'] },
  {
    username: 'security@shipper.demo',
    fullname: 'Козлов Роман Андреевич',
    roles: ['ROLE_USER'],
    blocked: true,
  },
  {
    username: 'trainee@shipper.demo',
    fullname: 'Степанова Дарья Игоревна',
    roles: ['ROLE_USER'],
    invited: true,
  },
];

const SECOND_CUSTOMER_STAFF: Person[] = [
  { username: 'admin@agro.demo', fullname: 'Фёдоров Николай Степанович', roles: ['ROLE_ADMIN'] },
  { username: 'manager@agro.demo', fullname: 'Орлова Светлана Михайловна', roles: ['ROLE_MANAGER'] },
  { username: 'user@agro.demo', fullname: 'Зайцев Павел Геннадьевич', roles: ['ROLE_USER'] },
];

type CarrierSeed = {
  name: string;
  inn: string;
  ogrn: string;
  kpp: string;
  city: string;
  status: 0 | 1 | 2 | 3;
  rejectionReason?: string;
  people: Person[];
};

const carrier = (
  name: string,
  inn: string,
  ogrn: string,
  city: string,
  status: 0 | 1 | 2 | 3,
  login: string,
  people: [director: string, dispatcher?: string],
): CarrierSeed => ({
  name,
  inn,
  ogrn,
  kpp: `${inn.slice(0, 4)}01001`,
  city,
  status,
  people: [
    { username: `admin@${login}.demo`, fullname: people[0], roles: ['ROLE_ADMIN'] },
    ...(people[1]
      ? [{ username: `dispatcher@${login}.demo`, fullname: people[1], roles: ['ROLE_USER'] as Role[] }]
      : []),
  ],
});

// A dozen carriers in every verification state (DESIGN 8: 0 new, 2 sent, 1 verified, 3 rejected).
const CARRIERS: CarrierSeed[] = [
  carrier('ООО «ВолгаТранс»', '7705123452', '1035000123454', 'Москва', 1, 'volga', [
    'Ермаков Виктор Петрович',
    'Панов Илья Сергеевич',
  ]),
  carrier('ООО «СибирьЛогистик»', '5406123450', '1055400123459', 'Новосибирск', 1, 'sibir', [
    'Гусев Константин Львович',
    'Ковалёва Юлия Дмитриевна',
  ]),
  carrier('ООО «УралАвто»', '6617123451', '1066600123457', 'Екатеринбург', 1, 'ural', [
    'Белова Наталья Андреевна',
    'Мельников Денис Аркадьевич',
  ]),
  carrier('ООО «ЮгКарго»', '2310123454', '1022300123450', 'Краснодар', 1, 'yug', [
    'Тарасов Артём Денисович',
    'Руденко Оксана Викторовна',
  ]),
  carrier('ООО «КазаньЭкспресс»', '1655123453', '1011600123457', 'Казань', 1, 'kazan', [
    'Хайруллин Ринат Маратович',
    'Галиев Тимур Ильдарович',
  ]),
  carrier('ООО «Балтийский экспедитор»', '3906123455', '1033900123454', 'Калининград', 1, 'baltic', [
    'Комаров Евгений Олегович',
  ]),
  carrier('ООО «ПодмосковьеТранс»', '5027123457', '1087810123455', 'Люберцы', 1, 'mo', [
    'Никитина Ирина Васильевна',
  ]),
  carrier('ООО «Самарские перевозки»', '6320123450', '1026300123453', 'Тольятти', 2, 'samara', [
    'Сорокин Владимир Ильич',
  ]),
  carrier('ООО «ВолгоградАвто»', '3444123458', '1023400123450', 'Волгоград', 2, 'volgograd', [
    'Жуков Максим Сергеевич',
  ]),
  {
    ...carrier('ООО «ЯрТрак»', '7604123456', '1077600123457', 'Ярославль', 3, 'yar', [
      'Виноградов Олег Борисович',
    ]),
    rejectionReason: 'Выписка из ЕГРЮЛ старше 30 дней. Загрузите свежую выписку.',
  },
  {
    ...carrier('ООО «Тюменьнефтетранс»', '7203123459', '1027200123455', 'Тюмень', 3, 'tyumen', [
      'Савельев Григорий Петрович',
    ]),
    rejectionReason: 'Карточка предприятия не подписана руководителем.',
  },
  carrier('ООО «КрасЛогистик»', '2463123451', '1022460123454', 'Красноярск', 0, 'kras', [
    'Щербакова Алина Романовна',
  ]),
];

// The shipped PDFs stand in for the carriers' scanned documents.
const DOCUMENT_FILES = ['requisites-form.pdf', 'contract-template.pdf', 'driver-power-of-attorney.pdf'];

/** A file for every required document type, uploaded by the carrier's admin. */
const attachRequiredDocuments = async (
  ctx: SeedContext,
  documentTypes: Array<typeof validationDocuments.$inferSelect>,
  admin: { id: number; ownerId: number },
) => {
  for (const [index, type] of documentTypes.filter((documentType) => documentType.required).entries()) {
    const file = await storeSeedFile(
      ctx,
      { id: admin.id, ownerId: admin.ownerId, ownerType: 'contractor' },
      seedMediaPath('example-documents', DOCUMENT_FILES[index % DOCUMENT_FILES.length]!),
      `${type.name}.pdf`,
    );
    await ctx.db
      .insert(contractorValidationDocuments)
      .values({ contractorId: admin.ownerId, validationDocumentId: type.id, fileId: file.id });
  }
};

/**
 * A second customer with its staff, more staff for the demo customer, and a dozen carriers in every verification
 * state with their admins and, once sent, their documents. Runs while the second customer is missing.
 */
export const seedCompanies = async (ctx: SeedContext): Promise<boolean> => {
  const { db } = ctx;
  const [existing] = await db.select().from(customers).where(eq(customers.inn, SECOND_CUSTOMER_INN));
  if (existing) return false;
  const [demoCustomer] = await db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN));
  if (!demoCustomer) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const documentTypes = await db.select().from(validationDocuments).orderBy(validationDocuments.sortPosition);

  const insertPeople = async (ownerType: 'customer' | 'contractor', ownerId: number, people: Person[]) =>
    db
      .insert(users)
      .values(
        people.map((person, index) => ({
          username: person.username,
          fullname: person.fullname,
          ownerType,
          ownerId,
          roles: person.roles,
          blocked: person.blocked ?? false,
          passwordHash: person.invited ? null : passwordHash,
          activatedAt: person.invited ? null : new Date(),
          phone: `+7 (9${String(ownerId).padStart(2, '0')}) 555-${String(10 + index).padStart(2, '0')}-00`,
        })),
      )
      .returning();

  await insertPeople('customer', demoCustomer.id, DEMO_CUSTOMER_STAFF);
  const [second] = await db
    .insert(customers)
    .values({ name: 'ООО «ЮгАгроХолдинг»', inn: SECOND_CUSTOMER_INN, kpp: '781001001' })
    .returning();
  await insertPeople('customer', second!.id, SECOND_CUSTOMER_STAFF);

  for (const seed of CARRIERS) {
    const [row] = await db
      .insert(contractors)
      .values({
        name: seed.name,
        inn: seed.inn,
        kpp: seed.kpp,
        ogrn: seed.ogrn,
        status: seed.status,
        active: seed.status === 1,
        rejectionReason: seed.rejectionReason ?? null,
        contactPerson: seed.people[0]!.fullname,
        email: seed.people[0]!.username,
        phone: '+7 (800) 555-35-35',
        legalAddress: `г. ${seed.city}, ул. Промышленная, д. ${seed.inn.slice(-2)}`,
        postalAddress: `г. ${seed.city}, а/я ${seed.inn.slice(-3)}`,
      })
      .returning();
    const [admin] = await insertPeople('contractor', row!.id, seed.people);
    if (seed.status !== 0) await attachRequiredDocuments(ctx, documentTypes, { ...admin!, ownerId: row!.id });
  }
  // The demo carrier of DESIGN 9 is verified, so its card shows the documents it was verified on.
  const [demoCarrierAdmin] = await db.select().from(users).where(eq(users.username, 'admin@carrier.demo'));
  if (demoCarrierAdmin) await attachRequiredDocuments(ctx, documentTypes, demoCarrierAdmin);
  return true;
};
