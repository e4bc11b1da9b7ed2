import type {
  ContractorRoute,
  ContractorRouteListItem,
  CustomerRoute,
  CustomerRouteListItem,
  Disclaimer,
  MovementPoint,
  RouteEvent,
} from '@portal/contract/freight/routes.schemas';
import { toRoubles } from '@portal/contract/validation/money';
import type {
  DisclaimerRow,
  MovementPointRow,
  RouteContainerRow,
  RouteEventRow,
} from './route-parts.repository';
import type { RouteRow } from './routes.repository';

const iso = (value: Date): string => value.toISOString();
const money = (kopecks: number | null): number | null => (kopecks === null ? null : toRoubles(kopecks));
const refOrNull = <T extends { id: number | null }>(ref: T | null): (T & { id: number }) | null =>
  ref && ref.id !== null ? (ref as T & { id: number }) : null;

export const presentMovementPoint = (row: MovementPointRow): MovementPoint => ({
  id: row.id,
  position: row.position,
  department: row.department,
  distance: row.distance,
  planDateArrival: iso(row.planDateArrival),
  factDateArrival: row.factDateArrival ? iso(row.factDateArrival) : null,
  interval: row.interval,
});

export const presentDisclaimer = (row: DisclaimerRow): Disclaimer => ({
  id: row.id,
  status: row.status,
  comment: row.comment,
  contractor: row.contractor,
  createdAt: iso(row.createdAt),
  decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
});

export const presentRouteEvent = (row: RouteEventRow): RouteEvent => ({
  id: row.id,
  type: row.type,
  eventDate: iso(row.eventDate),
  comment: row.comment,
  createdAt: iso(row.createdAt),
});

const common = (row: RouteRow) => ({
  id: row.route.id,
  routeCode: row.route.routeCode,
  routeWay: row.routeWay,
  transportation: row.transportation,
  organization: row.organization,
  planDateArrival: iso(row.route.planDateArrival),
  planDateLoading: iso(row.route.planDateLoading),
  firstDepartment: row.firstDepartment,
  lastDepartment: row.lastDepartment,
  freightSum: money(row.route.freightSumKopecks),
  contractor: refOrNull(row.contractor),
  isDraft: row.route.isDraft,
  isCancel: row.route.isCancel,
  currentState: row.route.currentState,
  lateness: row.route.lateness,
  vehicle: refOrNull(row.vehicle),
  trailer: refOrNull(row.trailer),
  firstDriver: refOrNull(row.firstDriver),
  secondDriver: refOrNull(row.secondDriver),
});

const customerOnly = (row: RouteRow) => ({
  initialSum: toRoubles(row.route.initialSumKopecks),
  routeOwner: refOrNull(row.routeOwner),
  manager: refOrNull(row.manager),
  comment: row.route.comment,
});

export type RouteDetails = {
  points: MovementPointRow[];
  containers: RouteContainerRow[];
  disclaimer: DisclaimerRow | null;
  events: RouteEventRow[];
};

const details = (row: RouteRow, { points, containers, disclaimer, events }: RouteDetails) => ({
  movementPoints: points.map(presentMovementPoint),
  containers: containers.map(({ id, number }) => ({ id, number })),
  disclaimer: disclaimer ? presentDisclaimer(disclaimer) : null,
  events: events.map(presentRouteEvent),
  createdAt: iso(row.route.createdAt),
  updatedAt: iso(row.route.updatedAt),
});

export const presentCustomerRouteListItem = (row: RouteRow): CustomerRouteListItem => ({
  ...common(row),
  ...customerOnly(row),
  hasOpenDisclaimer: row.hasOpenDisclaimer,
});

export const presentCustomerRoute = (row: RouteRow, more: RouteDetails): CustomerRoute => ({
  ...common(row),
  ...customerOnly(row),
  ...details(row, more),
});

export const presentContractorRouteListItem = (row: RouteRow): ContractorRouteListItem => ({
  ...common(row),
  customer: row.customer,
  hasOpenDisclaimer: row.hasOpenDisclaimer,
});

/** A carrier sees its own disclaimer and events only: an earlier carrier's stay with the customer. */
export const presentContractorRoute = (
  row: RouteRow,
  more: RouteDetails,
  contractorId: number,
): ContractorRoute => ({
  ...common(row),
  customer: row.customer,
  ...details(row, {
    ...more,
    disclaimer: more.disclaimer?.contractorId === contractorId ? more.disclaimer : null,
    events: more.events.filter((event) => event.contractorId === contractorId),
  }),
});
