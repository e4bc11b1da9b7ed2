import type { AuctionPlan, AuctionPlanBodyInput } from '@portal/contract/auction-plan/auction-plan.schemas';

export type PlanFormValues = {
  routeWay: number | null;
  month: string;
  auctionsCount: number | null;
  summ: number | null;
  comment: string;
};

export const NEW_PLAN_VALUES: PlanFormValues = {
  routeWay: null,
  month: '',
  auctionsCount: null,
  summ: null,
  comment: '',
};

export const planToFormValues = (plan: AuctionPlan): PlanFormValues => ({
  routeWay: plan.routeWay.id,
  month: plan.month,
  auctionsCount: plan.auctionsCount,
  summ: plan.summ,
  comment: plan.comment ?? '',
});

/** The form's values as the API's body; the form's rules have made the numbers present. */
export const formValuesToBody = (values: PlanFormValues): AuctionPlanBodyInput => ({
  routeWay: values.routeWay ?? 0,
  month: values.month.trim(),
  auctionsCount: values.auctionsCount ?? 0,
  summ: values.summ ?? 0,
  comment: values.comment.trim() || null,
});
