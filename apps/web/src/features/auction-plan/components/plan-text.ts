import type { AuctionPlan } from '@portal/contract/auction-plan/auction-plan.schemas';

/** The API's `2026-11` as the screen's month fields show it: 11.2026. */
export const planMonthText = (month: string): string => month.split('-').reverse().join('.');

export const planRouteWayText = ({ routeWay }: AuctionPlan): string => `${routeWay.code} ${routeWay.name}`;
