import type { DriverDraft } from '@portal/contract/fleet/driver-drafts.schemas';
import { DRIVER_DRAFT_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import { Tag } from 'antd';

const COLORS: Record<DriverDraft['status'], string> = { 0: 'processing', 1: 'success', 2: 'default' };

export function DriverDraftStatusTag({ status }: { status: DriverDraft['status'] }) {
  return <Tag color={COLORS[status]}>{DRIVER_DRAFT_STATUS_LABELS[status]}</Tag>;
}
