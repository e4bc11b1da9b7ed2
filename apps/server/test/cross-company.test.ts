import { and, eq, isNull } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  appeals,
  attorneys,
  auctionOffers,
  auctionParticipants,
  auctionPlans,
  auctionRoutes,
  auctions,
  comments,
  contactRequisites,
  containers,
  contractorLists,
  contractorPartners,
  contractors,
  contractorValidationDocuments,
  customers,
  departments,
  dimensions,
  driverDrafts,
  drivers,
  files,
  movementPoints,
  notifications,
  organizations,
  proformas,
  ratingEvents,
  ratingIndexes,
  ratingIndexValues,
  ratings,
  routeOwners,
  routes,
  routeWayDimensions,
  routeWayPoints,
  routeWays,
  tenderBids,
  tenderOffers,
  tenderParticipants,
  tenderRouteTemplates,
  tenders,
  transportationNames,
  users,
  vehicles,
  webhookDeliveries,
  webhooks,
} from '../src/db/schema/index';
import { validAttorney, validDriver, validTruck } from '../src/modules/fleet/fleet.fixtures';
import { createApiKey } from '../src/modules/integrations/api-keys.service';
import { SECOND_CUSTOMER_INN } from '../src/seed/companies.seed';
import { DEMO_CUSTOMER_INN, DEMO_PASSWORD } from '../src/seed/demo-accounts';
import { seedDemo } from '../src/seed/demo-seed';
import { demoDriver, demoVehicle } from '../src/seed/fleet/demo-fleet-values';
import { login } from './factories';
import { createTestApp, type TestApp } from './test-app';

/**
 * The issue 4 walk: every declared route is called with a token of another company, with the ids of the demo
 * shipper and the demo carrier (the victims) in its path, and none may answer 2xx. Routes that address nothing
 * of a company (no path parameter), public ones and the platform-wide records below are left out.
 */

// Customer admins read a carrier's verification documents by design (decisions.md «File access follows the
// record»): only carriers walk the file routes here; file-access.routes.test walks every reader of every kind.
const CARRIERS_ONLY = new Set([
  'GET /api/files/:guid',
  'GET /api/files/:guid/download',
  'GET /api/files/:guid/link',
  'GET /api/files/:guid/info',
]);

// Records that DESIGN.md makes platform-wide, so any company of the side may read or decide on them.
const PLATFORM_WIDE = new Set([
  // Video lessons belong to the whole platform (decisions.md, issue 3).
  'GET /api/contractors/video-lessons/:id',
  'GET /api/customers/video-lessons/:id',
  'PUT /api/customers/video-lessons/:id',
  'DELETE /api/customers/video-lessons/:id',
  'PATCH /api/customers/video-lessons/:id/publish',
  // DESIGN 1: verification is platform-wide; every customer admin reviews every carrier.
  'GET /api/customers/:customerId/verification/contractors/:contractorId',
  'PATCH /api/customers/:customerId/verification/contractors/:contractorId',
]);

const SIDES = ['customer', 'contractor'] as const;

type Victims = {
  customerId: number;
  contractorId: number;
  customerUserId: number;
  contractorUserId: number;
  /** A carrier that only the victim customer works with: never verified, no partner of anyone else. */
  privateContractorId: number;
  contractorListId: number;
  routeOwnerId: number;
  transportationNameId: number;
  contactId: number;
  carrierContactId: number;
  notificationId: number;
  validationDocumentId: number;
  carrierFileGuid: string;
  routeWayId: number;
  /** A flight of the victim customer assigned to the victim carrier, with its first movement point. */
  routeId: number;
  pointId: number;
  /** The demo carrier's fleet (carrier paths) and the private carrier's (customer paths: no other customer's partner). */
  fleet: Record<
    'carrier' | 'private',
    Record<'driverId' | 'vehicleId' | 'attorneyId' | 'driverDraftId', number>
  >;
  containerId: number;
  /** The victim customer's dimension and route-way dimension (the demo seed's). */
  dimensionId: number;
  routeWayDimensionId: number;
  /** A customer no carrier works with: partners/{pid} names the caller's own fleet, so only a stranger is refused. */
  strangerCustomerId: number;
  /** A running auction of the victim customer to which only the victim carrier is invited. */
  auctionId: number;
  /** A running tender of the victim customer, only the victim carrier invited, with its bid and offer on a lot. */
  tender: Record<'tenderId' | 'routeTemplateId' | 'bidId' | 'offerId', number>;
  /** The victim carrier's offer on that auction and the victim customer's auction plan. */
  auctionOfferId: number;
  planId: number;
  /** A comment of the victim customer on its flight (issue 25). */
  commentId: number;
  /** The demo seed's sent proforma of the victim carrier to the victim customer (issue 23). */
  proformaId: number;
  /** The demo seed's webhook of the victim customer and one of its deliveries (issue 26). */
  webhookId: number;
  deliveryId: number;
  /** The demo seed's API key of the victim customer, and one of the victim carrier (issue 26). */
  apiKeyIds: { customer: number; contractor: number };
  /** The demo seed's rating of the victim carrier with the victim customer: a rating, its index value, event and appeal. */
  rating: Record<'ratingId' | 'indexValueId' | 'eventId' | 'appealId' | 'indexId', number>;
};

/** One driver with an attorney and a pending draft, and one vehicle, of a carrier. */
const fleetOf = async (db: TestApp['app']['ctx']['db'], contractorId: number) => {
  const [driver] = await db
    .insert(drivers)
    .values({ ...demoDriver(40, 'Жертвов Пётр Петрович'), contractorId, status: 2 })
    .returning();
  const { model, bodyType, loadingTypes, ...vehicle } = demoVehicle(40, 'truck', '99');
  const [truck] = await db
    .insert(vehicles)
    .values({
      ...vehicle,
      modelId: model,
      bodyTypeId: bodyType,
      loadingTypeIds: loadingTypes,
      contractorId,
      status: 1,
    })
    .returning();
  const { driver: _, ...attorney } = validAttorney(driver!.id) as ReturnType<typeof validAttorney>;
  const [power] = await db
    .insert(attorneys)
    .values({ ...attorney, driverId: driver!.id, contractorId })
    .returning();
  const [draft] = await db
    .insert(driverDrafts)
    .values({ driverId: driver!.id, contractorId, values: demoDriver(41, 'Жертвов Пётр') })
    .returning();
  return { driverId: driver!.id, vehicleId: truck!.id, attorneyId: power!.id, driverDraftId: draft!.id };
};

/** The victims' flight, made here so the walk does not depend on the demo flights' dates. */
const victimFlight = async (db: TestApp['app']['ctx']['db'], customerId: number, contractorId: number) => {
  const [msk, ekb] = await db.select().from(departments).orderBy(departments.id).limit(2);
  const [way] = await db
    .insert(routeWays)
    .values({ customerId, code: 'ЖЕРТВА', name: 'Маршрут жертвы', transportationType: 2 })
    .returning();
  await db.insert(routeWayPoints).values([
    { routeWayId: way!.id, position: 0, departmentId: msk!.id, distance: 0 },
    { routeWayId: way!.id, position: 1, departmentId: ekb!.id, distance: 700 },
  ]);
  const [organization] = await db
    .insert(organizations)
    .values({ customerId, name: 'ООО «Жертва»', inn: '7707083893' })
    .returning();
  const [cargo] = await db
    .select()
    .from(transportationNames)
    .where(eq(transportationNames.customerId, customerId));
  const planned = new Date(Date.now() + 86_400_000);
  const [route] = await db
    .insert(routes)
    .values({
      customerId,
      routeWayId: way!.id,
      routeCode: 'ЖЕРТВА-1',
      routeDay: planned.toISOString().slice(0, 10),
      transportationId: cargo!.id,
      organizationId: organization!.id,
      firstDepartmentId: msk!.id,
      lastDepartmentId: ekb!.id,
      planDateArrival: planned,
      planDateLoading: planned,
      initialSumKopecks: 10_000_000,
      contractorId,
      isDraft: false,
    })
    .returning();
  const [point] = await db
    .insert(movementPoints)
    .values([
      { routeId: route!.id, position: 0, departmentId: msk!.id, distance: 0, planDateArrival: planned },
      { routeId: route!.id, position: 1, departmentId: ekb!.id, distance: 700, planDateArrival: planned },
    ])
    .returning();
  return { routeWayId: way!.id, routeId: route!.id, pointId: point!.id, departmentIds: [msk!.id, ekb!.id] };
};

let t: TestApp;
let victims: Victims;
const tokens: Record<'customer' | 'contractor', { authorization: string }> = {} as never;
const attackerIds: Record<'customer' | 'contractor', number> = {} as never;

const first = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('the demo seed lacks a record the walk needs');
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.ctx);
  const db = t.app.ctx.db;
  const userNamed = (username: string) => first(db.select().from(users).where(eq(users.username, username)));
  const customer = await first(db.select().from(customers).where(eq(customers.inn, DEMO_CUSTOMER_INN)));
  const carrierAdmin = await userNamed('admin@carrier.demo');
  const customerUser = await userNamed('user@shipper.demo');
  const privateCarrier = await first(db.select().from(contractors).where(eq(contractors.status, 0)));
  await db
    .insert(contractorPartners)
    .values({ customerId: customer.id, contractorId: privateCarrier.id, status: 1 });
  const attackingCarrier = await userNamed('admin@volga.demo');
  // A card the victim customer keeps for one particular carrier other than the attacking one.
  const carrierContact = (
    await db.select().from(contactRequisites).where(eq(contactRequisites.customerId, customer.id))
  ).find((row) => row.contractorId !== null && row.contractorId !== attackingCarrier.ownerId);
  if (!carrierContact) throw new Error('the demo seed lacks a carrier-specific contact card');
  // A carrier under review and its documents, seen by no other carrier.
  const document = await first(
    db
      .select({ id: contractorValidationDocuments.id, guid: files.guid })
      .from(contractorValidationDocuments)
      .innerJoin(files, eq(files.id, contractorValidationDocuments.fileId))
      .innerJoin(contractors, eq(contractors.id, contractorValidationDocuments.contractorId))
      .where(eq(contractors.status, 2)),
  );
  victims = {
    customerId: customer.id,
    contractorId: carrierAdmin.ownerId,
    customerUserId: customerUser.id,
    contractorUserId: (
      await first(
        db
          .select()
          .from(users)
          .where(and(eq(users.ownerType, 'contractor'), eq(users.ownerId, privateCarrier.id))),
      )
    ).id,
    privateContractorId: privateCarrier.id,
    contractorListId: (
      await first(db.select().from(contractorLists).where(eq(contractorLists.customerId, customer.id)))
    ).id,
    routeOwnerId: (await first(db.select().from(routeOwners).where(eq(routeOwners.customerId, customer.id))))
      .id,
    transportationNameId: (
      await first(
        db.select().from(transportationNames).where(eq(transportationNames.customerId, customer.id)),
      )
    ).id,
    contactId: (
      await first(
        db
          .select()
          .from(contactRequisites)
          .where(and(eq(contactRequisites.customerId, customer.id), isNull(contactRequisites.contractorId))),
      )
    ).id,
    carrierContactId: carrierContact.id,
    notificationId: (
      await first(db.select().from(notifications).where(eq(notifications.userId, carrierAdmin.id)))
    ).id,
    validationDocumentId: document.id,
    carrierFileGuid: document.guid,
    ...(await victimFlight(db, customer.id, carrierAdmin.ownerId)),
    fleet: {
      carrier: await fleetOf(db, carrierAdmin.ownerId),
      private: await fleetOf(db, privateCarrier.id),
    },
    containerId: (
      await first(db.select().from(containers).where(eq(containers.contractorId, carrierAdmin.ownerId)))
    ).id,
    dimensionId: (await first(db.select().from(dimensions).where(eq(dimensions.customerId, customer.id)))).id,
    routeWayDimensionId: (
      await first(db.select().from(routeWayDimensions).where(eq(routeWayDimensions.customerId, customer.id)))
    ).id,
    strangerCustomerId: (
      await first(db.insert(customers).values({ name: 'ООО «Посторонний»', inn: '7700000001' }).returning())
    ).id,
    auctionId: 0,
    tender: { tenderId: 0, routeTemplateId: 0, bidId: 0, offerId: 0 },
    auctionOfferId: 0,
    planId: 0,
    commentId: 0,
    proformaId: 0,
    webhookId: 0,
    deliveryId: 0,
    apiKeyIds: { customer: 0, contractor: 0 },
    rating: { ratingId: 0, indexValueId: 0, eventId: 0, appealId: 0, indexId: 0 },
  };
  const [auction] = await db
    .insert(auctions)
    .values({
      customerId: customer.id,
      status: 2,
      dateStart: new Date(),
      dateEnd: new Date(Date.now() + 86_400_000),
      startSumKopecks: 10_000_000,
      stepKopecks: 100_000,
    })
    .returning();
  await db.insert(auctionRoutes).values({ auctionId: auction!.id, routeId: victims.routeId });
  await db.insert(auctionParticipants).values({ auctionId: auction!.id, contractorId: carrierAdmin.ownerId });
  victims.auctionId = auction!.id;
  const [auctionOffer] = await db
    .insert(auctionOffers)
    .values({ auctionId: auction!.id, contractorId: carrierAdmin.ownerId, summKopecks: 9_000_000 })
    .returning();
  victims.auctionOfferId = auctionOffer!.id;
  const [plan] = await db
    .insert(auctionPlans)
    .values({
      customerId: customer.id,
      routeWayId: victims.routeWayId,
      month: '2030-01-01',
      auctionsCount: 3,
      volumeKopecks: 10_000_000,
    })
    .returning();
  victims.planId = plan!.id;
  const [comment] = await db
    .insert(comments)
    .values({
      entity: 'route',
      entityId: victims.routeId,
      text: 'Комментарий жертвы',
      authorId: victims.customerUserId,
      authorOwnerType: 'customer',
      authorOwnerId: victims.customerId,
      createdAt: new Date(),
    })
    .returning();
  victims.commentId = comment!.id;
  const proforma = await first(
    db
      .select()
      .from(proformas)
      .where(
        and(
          eq(proformas.customerId, customer.id),
          eq(proformas.contractorId, carrierAdmin.ownerId),
          eq(proformas.status, 1),
        ),
      ),
  );
  victims.proformaId = proforma.id;
  const webhook = await first(db.select().from(webhooks).where(eq(webhooks.ownerId, customer.id)));
  victims.webhookId = webhook.id;
  victims.deliveryId = (
    await first(db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhook.id)))
  ).id;
  const customerKey = await first(
    db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.ownerType, 'customer'), eq(apiKeys.ownerId, customer.id))),
  );
  const carrierKey = await createApiKey(
    t.app.ctx,
    { ownerType: 'contractor', ownerId: carrierAdmin.ownerId },
    { name: 'TMS', scope: 'write' },
  );
  victims.apiKeyIds = { customer: customerKey.id, contractor: carrierKey.id };
  const pair = and(eq(appeals.customerId, customer.id), eq(appeals.contractorId, carrierAdmin.ownerId));
  const appeal = await first(db.select().from(appeals).where(pair));
  const event = await first(db.select().from(ratingEvents).where(eq(ratingEvents.id, appeal.ratingEventId)));
  const indexValue = await first(
    db.select().from(ratingIndexValues).where(eq(ratingIndexValues.id, event.indexValueId)),
  );
  const rating = await first(db.select().from(ratings).where(eq(ratings.id, indexValue.ratingId)));
  const index = await first(db.select().from(ratingIndexes).where(eq(ratingIndexes.customerId, customer.id)));
  victims.rating = {
    ratingId: rating.id,
    indexValueId: indexValue.id,
    eventId: event.id,
    appealId: appeal.id,
    indexId: index.id,
  };
  const [tender] = await db
    .insert(tenders)
    .values({
      customerId: customer.id,
      status: 2,
      name: 'Тендер жертвы',
      dateEnd: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [lot] = await db
    .insert(tenderRouteTemplates)
    .values({
      tenderId: tender!.id,
      position: 0,
      routeWayId: victims.routeWayId,
      dateFrom: '2030-01-01',
      dateTo: '2030-01-31',
      weekdays: [1],
      transportationId: victims.transportationNameId,
      startSumKopecks: 10_000_000,
      tripsCount: 4,
    })
    .returning();
  await db.insert(tenderParticipants).values({ tenderId: tender!.id, contractorId: carrierAdmin.ownerId });
  const lotRow = { tenderId: tender!.id, routeTemplateId: lot!.id, contractorId: carrierAdmin.ownerId };
  const [tenderBid] = await db
    .insert(tenderBids)
    .values({ ...lotRow, summKopecks: 9_000_000, createdOn: new Date() })
    .returning();
  const [offer] = await db
    .insert(tenderOffers)
    .values({ ...lotRow, summKopecks: 8_000_000, volume: 2, createdOn: new Date() })
    .returning();
  victims.tender = {
    tenderId: tender!.id,
    routeTemplateId: lot!.id,
    bidId: tenderBid!.id,
    offerId: offer!.id,
  };
  bodies['PUT route_ways'] = {
    code: 'ЧУЖОЙ',
    name: 'Чужой маршрут',
    transportationType: 2,
    points: [
      { department: 1, distance: 0 },
      { department: 2, distance: 100 },
    ],
  };
  const attackerPartner = await first(
    db
      .select({ id: contractors.id })
      .from(contractorPartners)
      .innerJoin(contractors, eq(contractors.id, contractorPartners.contractorId))
      .innerJoin(customers, eq(customers.id, contractorPartners.customerId))
      .where(
        and(
          eq(customers.inn, SECOND_CUSTOMER_INN),
          eq(contractorPartners.status, 1),
          eq(contractors.active, true),
        ),
      ),
  );
  bodies['PUT contractor-lists'] = { name: 'Чужой список', contractorIds: [attackerPartner.id] };
  for (const [side, username] of [
    ['customer', 'admin@agro.demo'],
    ['contractor', 'admin@volga.demo'],
  ] as const) {
    const { token } = await login(t.app, username, DEMO_PASSWORD);
    tokens[side] = { authorization: `Bearer ${token}` };
    attackerIds[side] = (await userNamed(username)).ownerId;
  }
}, 60_000);
afterAll(() => t.close());

/** The victim's value for a path parameter of the route. */
const victimValue = (url: string, name: string): string => {
  const onCustomerSide = url.startsWith('/api/customers/');
  const values: Record<string, number | string> = {
    customerId: victims.customerId,
    contractorId: url.startsWith('/api/contractors/:contractorId')
      ? victims.contractorId
      : victims.privateContractorId,
    userId:
      onCustomerSide && !url.includes('contractor-users') ? victims.customerUserId : victims.contractorUserId,
    contractorListId: victims.contractorListId,
    routeOwnerId: victims.routeOwnerId,
    transportationNameId: victims.transportationNameId,
    contactId: url.startsWith('/api/contractors/') ? victims.carrierContactId : victims.contactId,
    guid: victims.carrierFileGuid,
    routeWayId: victims.routeWayId,
    routeId: victims.routeId,
    pointId: victims.pointId,
    ...victims.fleet[onCustomerSide ? 'private' : 'carrier'],
    containerId: victims.containerId,
    dimensionId: victims.dimensionId,
    routeWayDimensionId: victims.routeWayDimensionId,
    partnerId: victims.strangerCustomerId,
    auctionId: victims.auctionId,
    ...victims.tender,
    ...victims.rating,
    planId: victims.planId,
    commentId: victims.commentId,
    proformaId: victims.proformaId,
    webhookId: victims.webhookId,
    deliveryId: victims.deliveryId,
    keyId: victims.apiKeyIds[onCustomerSide ? 'customer' : 'contractor'],
    // A period is one of the rating's fixed options (month, quarter…), not a company's record.
    periodId: 1,
    ...(url.includes('/auctions/') ? { offerId: victims.auctionOfferId } : {}),
    id: url.startsWith('/api/notifications')
      ? victims.notificationId
      : url.startsWith('/api/contractor-validatation-documents')
        ? victims.validationDocumentId
        : victims.customerUserId,
  };
  const value = values[name];
  if (value === undefined) throw new Error(`the walk does not know the parameter :${name} of ${url}`);
  return String(value);
};

// Valid bodies, so a refusal is about the record and not about the input.
const webhookBody = { url: 'https://erp.example.ru/portal/webhooks', eventTypes: ['*'] };
const bodies: Record<string, unknown> = {
  'PUT /api/customers/:customerId/webhooks/:webhookId': webhookBody,
  'PUT /api/contractors/:contractorId/webhooks/:webhookId': webhookBody,
  'PUT /api/users/:id': { fullname: 'Взломщик' },
  'PUT /api/users/:id/password': { currentPassword: DEMO_PASSWORD, newPassword: 'new-password-1' },
  'PUT users': { fullname: 'Взломщик', roles: ['ROLE_USER'] },
  'PATCH contractors': { contractorIds: [] },
  'PATCH route-owners': { routeOwnerIds: [] },
  'PUT contact-requisites': { contactPerson: 'Взломщик', legalName: 'ООО «Взлом»', inn: '7707083893' },
  'POST copy': { name: 'Копия чужого списка' },
  'PUT routeowners': { name: 'Чужая группа' },
  'PATCH edit_agent': { agent: null },
  'PUT transportation-names': { name: 'Чужой груз', color: '#ff0000' },
  'PATCH 3': { reason: 'Проверка доступа' },
  'PUT route-way': { summ: 1000 },
  'PUT routes': {
    routeWay: 1,
    transportation: 1,
    organization: 1,
    planDateArrival: '2030-01-01T10:00:00+03:00',
  },
  'PATCH movement_points': { factDateArrival: '2020-01-01T10:00:00+03:00' },
  'POST events': { type: 0, eventDate: '2020-01-01T10:00:00+03:00', comment: 'Чужое событие' },
  'PATCH create_disclaimer': { comment: 'Чужой отказ' },
  'PUT drivers': validDriver({ fullname: 'Взломщик' }),
  'PUT vehicles': validTruck({ plateNumber: 'М777ММ77' }),
  'PUT containers': { number: 'MSCU6639850', containerType: 1 },
  'PUT attorneys': validAttorney(1),
  'PATCH tocancel': { reason: 'Чужое решение' },
  'PATCH tonew': { reason: 'Чужое решение' },
  'PATCH to_cancel': { reason: 'Чужое решение' },
  'PATCH to_new': { reason: 'Чужое решение' },
  'PATCH express-drivers-check': { contractor: 1, enabled: true },
  'PUT auctions': {
    routes: [1],
    dateEnd: '2030-01-01T10:00:00+03:00',
    step: 100,
    extensionMinutes: 0,
    contractors: [1],
  },
  'PATCH change_dates': { dateEnd: '2030-01-01T10:00:00+03:00' },
  'PATCH clear_run': { dateEnd: '2030-01-01T10:00:00+03:00' },
  'PATCH set_winner': { bid: 1 },
  'POST bids': { summ: 100 },
  'PUT auction-plan': { routeWay: 1, month: '2030-01', auctionsCount: 1, summ: 100 },
  'PUT ratingindexes': { name: 'Чужой показатель', formula: '', koeff: 1 },
  'PUT options': { options: [] },
  'PUT indexvalues': { bonus: 1 },
  'POST rating-preview': { indexes: [] },
  'PUT tenders': {
    name: 'Чужой тендер',
    dateEnd: '2030-01-01T10:00:00+03:00',
    contractors: [1],
    routeTemplates: [
      {
        routeWay: 1,
        dateFrom: '2030-02-01',
        dateTo: '2030-02-28',
        weekdays: [1],
        transportation: 1,
        startSum: 100,
      },
    ],
  },
  'POST offers': { summ: 100, volume: 1 },
  'PATCH offers': { summ: 100 },
  'PUT dimensions': { name: 'Чужой', weight: 1, volume: 1, volumeFrom: 0, volumeTo: 1, percentage: 100 },
  'PUT route-way-dimensions': { routeWay: 1, dimension: 1 },
  'PUT /api/contractors/:contractorId/routes/:routeId': {},
  'PATCH /api/customers/:customerId/driver-drafts/:driverDraftId/decline': { reason: 'Чужое решение' },
  'PATCH /api/customers/:customerId/proforms/:proformaId/return': { comment: 'Чужой возврат' },
  'PATCH /api/customers/:customerId/proforms/:proformaId/pay': { paidOn: '2026-01-15', paymentNumber: '1' },
};

const bodyFor = (method: string, url: string): unknown => {
  const segments = url.split('/').filter((segment) => !segment.startsWith(':'));
  return (
    bodies[`${method} ${url}`] ??
    bodies[`${method} ${segments.at(-1)}`] ??
    bodies[`${method} ${segments.at(-2)}`] ??
    (method === 'GET' || method === 'DELETE' ? undefined : {})
  );
};

const walkedRoutes = () =>
  t.app.declaredRoutes.filter(
    ({ method, url, access }) =>
      access !== 'public' && url.includes(':') && !PLATFORM_WIDE.has(`${method} ${url}`),
  );

const call = (method: string, url: string, path: string, side: 'customer' | 'contractor') => {
  const payload = bodyFor(method, url);
  return t.app.inject({
    method: method as HTTPMethods,
    url: path,
    headers: tokens[side],
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
};

describe('another company walking every route', () => {
  it('never gets a 2xx with the victims ids in the path, from either side', async () => {
    const routes = walkedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    for (const { method, url } of routes) {
      const path = url.replace(/:(\w+)/g, (_, name: string) => victimValue(url, name));
      const sides = CARRIERS_ONLY.has(`${method} ${url}`) ? (['contractor'] as const) : SIDES;
      for (const side of sides) {
        const response = await call(method, url, path, side);
        if (response.statusCode < 300) leaks.push(`${side} ${method} ${path} → ${response.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it("gets 404 for the victims' records under its own company path", async () => {
    // A rating period (month, quarter…) is a fixed option, not a record: a path naming only one is the company's own.
    const namesARecord = (url: string) =>
      [...url.matchAll(/:(\w+)/g)].slice(1).some(([, name]) => name !== 'periodId');
    const ownCompanyRoutes = walkedRoutes().filter(
      ({ url }) => /^\/api\/(customers|contractors)\/:\w+\/.*:/.test(url) && namesARecord(url),
    );
    expect(ownCompanyRoutes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const { method, url } of ownCompanyRoutes) {
      const side = url.startsWith('/api/customers/') ? 'customer' : 'contractor';
      const companyParam = side === 'customer' ? 'customerId' : 'contractorId';
      let isCompanyParam = true;
      const path = url.replace(/:(\w+)/g, (_, name: string) => {
        const value =
          isCompanyParam && name === companyParam ? String(attackerIds[side]) : victimValue(url, name);
        isCompanyParam = false;
        return value;
      });
      const response = await call(method, url, path, side);
      // Valid bodies make the refusal one of ownership: the record is not found for this company.
      if (response.statusCode !== 404) leaks.push(`${method} ${path} → ${response.statusCode}`);
    }
    expect(leaks).toEqual([]);
  }, 120_000);

  it('changed none of the victims records', async () => {
    const db = t.app.ctx.db;
    const [victimUser] = await db.select().from(users).where(eq(users.id, victims.customerUserId));
    expect(victimUser).toMatchObject({
      fullname: 'Соколова Елена Викторовна',
      blocked: false,
      deletedAt: null,
    });
    const [list] = await db
      .select()
      .from(contractorLists)
      .where(eq(contractorLists.id, victims.contractorListId));
    expect(list?.name).not.toBe('Чужой список');
    const [group] = await db.select().from(routeOwners).where(eq(routeOwners.id, victims.routeOwnerId));
    expect(group?.name).not.toBe('Чужая группа');
    const [partner] = await db
      .select()
      .from(contractorPartners)
      .where(eq(contractorPartners.contractorId, victims.privateContractorId));
    expect(partner?.status).toBe(1);
    const [flight] = await db.select().from(routes).where(eq(routes.id, victims.routeId));
    expect(flight).toMatchObject({
      isDraft: false,
      isCancel: false,
      contractorId: victims.contractorId,
      currentState: 0,
    });
    const [way] = await db.select().from(routeWays).where(eq(routeWays.id, victims.routeWayId));
    expect(way?.code).toBe('ЖЕРТВА');
    for (const side of ['carrier', 'private'] as const) {
      const fleet = victims.fleet[side];
      const [driver] = await db.select().from(drivers).where(eq(drivers.id, fleet.driverId));
      expect(driver).toMatchObject({ status: 2, fullname: 'Жертвов Пётр Петрович' });
      const [truck] = await db.select().from(vehicles).where(eq(vehicles.id, fleet.vehicleId));
      expect(truck?.status).toBe(1);
      const [power] = await db.select().from(attorneys).where(eq(attorneys.id, fleet.attorneyId));
      expect(power?.status).toBe(0);
      const [draft] = await db.select().from(driverDrafts).where(eq(driverDrafts.id, fleet.driverDraftId));
      expect(draft?.status).toBe(0);
    }
    const [container] = await db.select().from(containers).where(eq(containers.id, victims.containerId));
    expect(container).toBeDefined();
    const [auction] = await db.select().from(auctions).where(eq(auctions.id, victims.auctionId));
    expect(auction).toMatchObject({ status: 2, bidsCount: 0, winnerBidId: null });
    const [tender] = await db.select().from(tenders).where(eq(tenders.id, victims.tender.tenderId));
    expect(tender).toMatchObject({ status: 2, name: 'Тендер жертвы' });
    const tenderBidRows = await db
      .select()
      .from(tenderBids)
      .where(eq(tenderBids.tenderId, victims.tender.tenderId));
    expect(tenderBidRows.map((row) => row.summKopecks)).toEqual([9_000_000]);
    const offerRows = await db
      .select()
      .from(tenderOffers)
      .where(eq(tenderOffers.tenderId, victims.tender.tenderId));
    expect(offerRows.map((row) => row.summKopecks)).toEqual([8_000_000]);
  });
});
