import { TENDER_STATUS_LABELS, type TenderStatus } from '@portal/contract/tenders/tender-status';
import { Tag } from 'antd';

const COLORS: Record<TenderStatus, string> = {
  0: 'default',
  1: 'blue',
  2: 'green',
  3: 'orange',
  4: 'purple',
  5: 'red',
};

export function TenderStatusTag({ status }: { status: TenderStatus }) {
  return <Tag color={COLORS[status]}>{TENDER_STATUS_LABELS[status]}</Tag>;
}
