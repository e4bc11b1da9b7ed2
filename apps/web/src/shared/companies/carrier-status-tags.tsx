import {
  CONTRACTOR_STATUS,
  CONTRACTOR_STATUS_LABELS,
  type ContractorStatus,
} from '@portal/contract/companies/contractor-status';
import { PARTNER_STATUS_LABELS, type PartnerStatus } from '@portal/contract/contractors/partner-status';
import { Tag } from 'antd';

const VERIFICATION_COLORS: Record<ContractorStatus, string> = {
  0: 'default',
  1: 'success',
  2: 'processing',
  3: 'error',
};

const isContractorStatus = (status: number): status is ContractorStatus =>
  (Object.values(CONTRACTOR_STATUS) as number[]).includes(status);

/** A carrier's platform-wide verification (DESIGN 8); without its status, only whether it is verified. */
export function VerificationStatusTag({ status, active }: { status?: number; active: boolean }) {
  if (status !== undefined && isContractorStatus(status)) {
    return <Tag color={VERIFICATION_COLORS[status]}>{CONTRACTOR_STATUS_LABELS[status]}</Tag>;
  }
  return (
    <Tag color={active ? 'success' : 'default'}>
      {active ? CONTRACTOR_STATUS_LABELS[CONTRACTOR_STATUS.verified] : 'Не верифицирован'}
    </Tag>
  );
}

/** The customer's own partner status of a carrier: accredited, blocked, or not a partner. */
export function PartnerStatusTag({ status }: { status: PartnerStatus | null }) {
  if (status === null) return <Tag>Не партнёр</Tag>;
  return <Tag color={status === 1 ? 'green' : 'red'}>{PARTNER_STATUS_LABELS[status]}</Tag>;
}
