import { AUCTION_STATUS } from '@portal/contract/auctions/auction-status';
import {
  COMMENT_CLOSED_AUCTION_STATUSES,
  COMMENT_CLOSED_TENDER_STATUSES,
  COMMENT_MESSAGES,
  type CommentEntity,
  FLIGHT_COMMENTS_OPEN_DAYS,
} from '@portal/contract/comments/comments.constants';
import { ROUTE_STATE } from '@portal/contract/freight/route-states';
import { PROFORMA_STATUS } from '@portal/contract/proformas/proforma-status';
import type { OwnerType } from '@portal/contract/roles';
import { TENDER_STATUS } from '@portal/contract/tenders/tender-status';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Principal } from '../../core/auth/principal';
import type { AppContext } from '../../core/context';
import { notFound } from '../../core/http/problem';
import { movementPoints, proformas, routes } from '../../db/schema/index';
import {
  findAuctionById,
  findParticipants as findAuctionParticipants,
} from '../auctions/auctions.repository';
import { numberOf } from '../proformas/proformas.presenter';
import { findTenderById, findParticipants as findTenderParticipants } from '../tenders/tenders.repository';

/**
 * The record a thread hangs on, as the comments need it: who may read and write, whether carriers see each other
 * anonymously (sealed procedures), whether it is closed for writing, and where its page is.
 */
export type CommentThread = {
  entity: CommentEntity;
  entityId: number;
  /** The customer whose staff read the thread; null while the record is the carrier's alone (a proforma draft). */
  customerId: number | null;
  /** The carriers that may read and write: a flight's assigned carrier, a procedure's invited ones. */
  contractorIds: number[];
  /** Auctions and tenders: another carrier's comment reaches a carrier as «Участник». */
  anonymousCarriers: boolean;
  isClosed: boolean;
  /** Named in notifications: «рейсу 0001-…», «аукциону № 5». */
  title: string;
  /** The record's page segment (`/customers/{id}/<page>/{entityId}`). */
  page: 'flight' | 'auction' | 'tender' | 'proforma';
};

type ThreadLoader = (ctx: AppContext, entityId: number) => Promise<CommentThread | null>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A flight closes when its last point is reached; the thread stays open FLIGHT_COMMENTS_OPEN_DAYS after that. */
const routeThread: ThreadLoader = async (ctx, entityId) => {
  const [route] = await ctx.db.select().from(routes).where(eq(routes.id, entityId));
  if (!route) return null;
  let isClosed = false;
  if (route.currentState === ROUTE_STATE.closed) {
    const [closing] = await ctx.db
      .select({ at: max(movementPoints.factDateArrival) })
      .from(movementPoints)
      .where(eq(movementPoints.routeId, route.id));
    const closedAt = closing?.at ? new Date(closing.at) : route.updatedAt;
    isClosed = ctx.clock.now().getTime() >= closedAt.getTime() + FLIGHT_COMMENTS_OPEN_DAYS * DAY_MS;
  }
  return {
    entity: 'route',
    entityId,
    customerId: route.customerId,
    contractorIds: route.contractorId === null ? [] : [route.contractorId],
    anonymousCarriers: false,
    isClosed,
    title: `рейсу ${route.routeCode}`,
    page: 'flight',
  };
};

const auctionThread: ThreadLoader = async (ctx, entityId) => {
  const auction = await findAuctionById(ctx.db, entityId);
  if (!auction) return null;
  // A draft is the customer's alone, as everywhere else.
  const participants =
    auction.status === AUCTION_STATUS.draft ? [] : await findAuctionParticipants(ctx.db, [entityId]);
  return {
    entity: 'auction',
    entityId,
    customerId: auction.customerId,
    contractorIds: participants.map((participant) => participant.id),
    anonymousCarriers: true,
    isClosed: COMMENT_CLOSED_AUCTION_STATUSES.includes(auction.status),
    title: `аукциону № ${auction.id}`,
    page: 'auction',
  };
};

const tenderThread: ThreadLoader = async (ctx, entityId) => {
  const tender = await findTenderById(ctx.db, entityId);
  if (!tender) return null;
  const participants =
    tender.status === TENDER_STATUS.draft ? [] : await findTenderParticipants(ctx.db, [entityId]);
  return {
    entity: 'tender',
    entityId,
    customerId: tender.customerId,
    contractorIds: participants.map((participant) => participant.id),
    anonymousCarriers: true,
    isClosed: COMMENT_CLOSED_TENDER_STATUSES.includes(tender.status),
    title: `тендеру № ${tender.id}`,
    page: 'tender',
  };
};

/** A proforma's carrier and, once sent, its customer; a draft's thread is the carrier's alone, like the draft. */
const proformaThread: ThreadLoader = async (ctx, entityId) => {
  const [proforma] = await ctx.db
    .select()
    .from(proformas)
    .where(and(eq(proformas.id, entityId), isNull(proformas.deletedAt)));
  if (!proforma) return null;
  return {
    entity: 'proforma',
    entityId,
    customerId: proforma.status === PROFORMA_STATUS.draft ? null : proforma.customerId,
    contractorIds: [proforma.contractorId],
    anonymousCarriers: false,
    isClosed: false,
    title: `проформе ${numberOf(proforma) ?? `№ ${proforma.id}`}`,
    page: 'proforma',
  };
};

/** One loader per entity. */
const THREADS: Record<CommentEntity, ThreadLoader> = {
  route: routeThread,
  auction: auctionThread,
  tender: tenderThread,
  proforma: proformaThread,
};

export const canReadThread = (
  thread: CommentThread,
  company: { ownerType: OwnerType; ownerId: number },
): boolean =>
  company.ownerType === 'customer'
    ? thread.customerId === company.ownerId
    : thread.contractorIds.includes(company.ownerId);

export const findThread = (ctx: AppContext, entity: CommentEntity, entityId: number) =>
  THREADS[entity](ctx, entityId);

/** The thread the principal may read; anything else (unknown, another company's, not invited) answers 404. */
export const findReadableThread = async (
  ctx: AppContext,
  principal: Principal,
  entity: CommentEntity,
  entityId: number,
): Promise<CommentThread> => {
  const thread = await findThread(ctx, entity, entityId);
  if (!thread || !canReadThread(thread, principal)) throw notFound(COMMENT_MESSAGES.threadNotFound);
  return thread;
};

/** The companies that read a thread: the customer and each of its carriers. */
export const threadReaders = (thread: CommentThread): { ownerType: OwnerType; ownerId: number }[] => [
  ...(thread.customerId === null ? [] : [{ ownerType: 'customer' as const, ownerId: thread.customerId }]),
  ...thread.contractorIds.map((ownerId) => ({ ownerType: 'contractor' as const, ownerId })),
];
