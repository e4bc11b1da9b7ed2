import { eq } from 'drizzle-orm';
import { hashPassword } from '../core/auth/passwords';
import type { Db } from '../core/db/database';
import { contractors, customers, users } from '../db/schema/index';
import { seedApiKeys } from './api-keys.seed';
import { seedAuctions } from './auctions/auctions.seed';
import { seedComments } from './comments.seed';
import { seedCompanies } from './companies.seed';
import { seedContactRequisites } from './contact-requisites.seed';
import { seedContractorLists } from './contractor-lists.seed';
import { seedContractorPartners } from './contractors.seed';
import { DEMO_CUSTOMER_INN, DEMO_PASSWORD } from './demo-accounts';
import { seedDimensions } from './dimensions.seed';
import { seedDirectory } from './directory.seed';
import { seedExampleDocuments } from './example-documents.seed';
import { seedFleet } from './fleet.seed';
import { seedFlightFleet } from './flight-fleet.seed';
import { seedFreight } from './freight.seed';
import { seedHistory } from './history/history.seed';
import { seedNotifications } from './notifications.seed';
import { seedProformas } from './proformas.seed';
import { seedRatings } from './rating/rating.seed';
import { seedRouteOwners } from './route-owners.seed';
import type { SeedContext } from './seed-files';
import { seedTenders } from './tenders/tenders.seed';
import { seedTransportationNames } from './transportation-names.seed';
import { seedVideoLessons } from './video-lessons.seed';
import { seedWebhooks } from './webhooks.seed';

/**
 * Seeds the demo data; answers whether anything was added. Each part runs while its own data is missing, so a
 * later start changes nothing and a data dir from an older version gains the newer features' demo data.
 */
export const seedDemo = async (ctx: SeedContext): Promise<boolean> => {
  const seeded = [
    await seedAccounts(ctx.db),
    await seedCompanies(ctx),
    await seedDirectory(ctx),
    // Partners first: contractor lists and contact requisites are made of a customer's partners.
    await seedContractorPartners(ctx),
    await seedContractorLists(ctx),
    await seedContactRequisites(ctx),
    await seedRouteOwners(ctx),
    await seedTransportationNames(ctx),
    await seedNotifications(ctx),
    await seedVideoLessons(ctx),
    await seedExampleDocuments(ctx),
    await seedFreight(ctx),
    await seedFleet(ctx),
    await seedDimensions(ctx),
    await seedAuctions(ctx),
    // Before the ratings and proformas: they are computed from every closed flight and auction, the year's too.
    // Before the current tenders: the history's tenders set the lanes' tariffs in time order, and an accepted
    // demo tender's tariff is the newest.
    await seedHistory(ctx),
    await seedTenders(ctx),
    // Last of the flights' parts: the flights of all the sets above, the year's history too, carry their fleet.
    await seedFlightFleet(ctx),
    await seedRatings(ctx),
    await seedProformas(ctx),
    await seedComments(ctx),
    await seedApiKeys(ctx),
    // After every part that records events: the endpoint's failed deliveries are of the shipper's latest ones.
    await seedWebhooks(ctx),
  ];
  return seeded.includes(true);
};

/** The demo companies and accounts of DESIGN 9. */
const seedAccounts = async (db: Db): Promise<boolean> => {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'admin@shipper.demo'));
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const activatedAt = new Date();
  await db.transaction(async (tx) => {
    const [shipper] = await tx
      .insert(customers)
      .values({ name: 'АО «СеверТрансГрупп»', inn: DEMO_CUSTOMER_INN, kpp: '770801001' })
      .returning({ id: customers.id });
    const [carrier] = await tx
      .insert(contractors)
      .values({
        name: 'ООО «ТрансЛогистик»',
        inn: '5012345672',
        kpp: '501201001',
        ogrn: '1027700132195',
        status: 1,
        active: true,
        contactPerson: 'Петров Сергей Иванович',
        email: 'admin@carrier.demo',
        phone: '+7 (495) 123-45-67',
      })
      .returning({ id: contractors.id });
    const [newCarrier] = await tx
      .insert(contractors)
      .values({
        name: 'ООО «Быстрые Перевозки»',
        inn: '7812345675',
        status: 0,
        active: false,
        contactPerson: 'Смирнова Анна Петровна',
        email: 'new@carrier2.demo',
        phone: '+7 (812) 765-43-21',
      })
      .returning({ id: contractors.id });
    const user = (
      username: string,
      fullname: string,
      ownerType: 'customer' | 'contractor',
      ownerId: number,
      roles: Array<'ROLE_USER' | 'ROLE_ADMIN' | 'ROLE_MANAGER'>,
    ) => ({
      username,
      fullname,
      ownerType,
      ownerId,
      roles,
      passwordHash,
      activatedAt,
      phone: '+7 (900) 000-00-00',
    });
    await tx
      .insert(users)
      .values([
        user('admin@shipper.demo', 'Иванова Мария Александровна', 'customer', shipper!.id, ['ROLE_ADMIN']),
        user('manager@shipper.demo', 'Кузнецов Дмитрий Олегович', 'customer', shipper!.id, ['ROLE_MANAGER']),
        user('user@shipper.demo', 'Соколова Елена Викторовна', 'customer', shipper!.id, ['ROLE_USER']),
        user('admin@carrier.demo', 'Петров Сергей Иванович', 'contractor', carrier!.id, ['ROLE_ADMIN']),
        user('user@carrier.demo', 'Васильев Андрей Николаевич', 'contractor', carrier!.id, ['ROLE_USER']),
        user('new@carrier2.demo', 'Смирнова Анна Петровна', 'contractor', newCarrier!.id, ['ROLE_ADMIN']),
      ]);
  });
  return true;
};
