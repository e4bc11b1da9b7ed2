import { completionPercent } from '@portal/contract/auction-plan/auction-plan.schemas';
import { formatNumber } from '@portal/contract/format/numbers';

/** «actual из planned (NN %)»: the plan's completion as the table shows it; a dash when nothing was planned. */
export const completionText = (actual: number, planned: number): string => {
  const percent = completionPercent(actual, planned);
  return `${formatNumber(actual)} из ${formatNumber(planned)}${percent === null ? '' : ` (${percent} %)`}`;
};

/** Below the plan, met, or beyond it: the colour of the completion tag. */
export const completionColor = (actual: number, planned: number): 'default' | 'warning' | 'success' => {
  const percent = completionPercent(actual, planned);
  if (percent === null) return 'default';
  return percent >= 100 ? 'success' : 'warning';
};
