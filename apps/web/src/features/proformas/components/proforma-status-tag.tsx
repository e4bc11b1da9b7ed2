import { PROFORMA_STATUS_LABELS, type ProformaStatus } from '@portal/contract/proformas/proforma-status';
import { Tag } from 'antd';

const COLORS: Record<ProformaStatus, string> = {
  0: 'default',
  1: 'blue',
  2: 'cyan',
  3: 'orange',
  4: 'green',
};

export function ProformaStatusTag({ status }: { status: number }) {
  return (
    <Tag color={COLORS[status as ProformaStatus]}>{PROFORMA_STATUS_LABELS[status as ProformaStatus]}</Tag>
  );
}

/** «Просрочена» beside an unpaid proforma past its due date. */
export function OverdueTag() {
  return <Tag color="red">Просрочена</Tag>;
}
