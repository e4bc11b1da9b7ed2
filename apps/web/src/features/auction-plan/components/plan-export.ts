import {
  AUCTION_PLAN_LABELS,
  type AuctionPlan,
  completionPercent,
} from '@portal/contract/auction-plan/auction-plan.schemas';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { planMonthText, planRouteWayText } from './plan-text';

export const AUCTION_PLAN_EXPORT_COLUMNS: readonly ExportColumn<AuctionPlan>[] = [
  { header: AUCTION_PLAN_LABELS.month, value: (plan) => planMonthText(plan.month), width: 10 },
  { header: AUCTION_PLAN_LABELS.routeWay, value: planRouteWayText, width: 40 },
  { header: AUCTION_PLAN_LABELS.auctionsCount, value: (plan) => plan.auctionsCount, width: 20 },
  { header: AUCTION_PLAN_LABELS.actualAuctionsCount, value: (plan) => plan.actualAuctionsCount, width: 16 },
  { header: AUCTION_PLAN_LABELS.summ, value: (plan) => plan.summ, width: 20 },
  { header: AUCTION_PLAN_LABELS.actualSumm, value: (plan) => plan.actualSumm, width: 20 },
  {
    header: AUCTION_PLAN_LABELS.completion,
    value: (plan) => completionPercent(plan.actualSumm, plan.summ),
    width: 16,
  },
  { header: AUCTION_PLAN_LABELS.comment, value: (plan) => plan.comment ?? '', width: 40 },
];
