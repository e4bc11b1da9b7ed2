import type { AuctionPlan } from '@portal/contract/auction-plan/auction-plan.schemas';
import type { Page } from '@portal/contract/pagination';

export const PLAN: AuctionPlan = {
  id: 4,
  routeWay: { id: 2, code: 'MSK-TVR', name: 'Москва — Тверь', transportationType: 1 },
  month: '2026-11',
  auctionsCount: 10,
  summ: 1_500_000,
  comment: 'Сезон',
  actualAuctionsCount: 6,
  actualSumm: 900_000,
};

export const planPage = (items: AuctionPlan[]): Page<AuctionPlan> => ({
  items,
  totalCount: items.length,
  currentPageNumber: 1,
  numItemsPerPage: 20,
});
