import type { RouteWayDimension } from '@portal/contract/fleet/dimensions.schemas';
import { formatNumber } from '@portal/contract/format/numbers';

/** An optional dimension as one line: its name and percentage, and its department pair when it has one. */
export const describeOption = ({
  dimension,
  firstDepartment,
  lastDepartment,
}: RouteWayDimension['options'][number]) =>
  `${dimension.name} (${formatNumber(dimension.percentage)} %)${
    firstDepartment || lastDepartment
      ? `: ${firstDepartment?.name ?? '…'} → ${lastDepartment?.name ?? '…'}`
      : ''
  }`;
