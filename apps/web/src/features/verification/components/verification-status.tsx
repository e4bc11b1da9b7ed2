import {
  CONTRACTOR_STATUS,
  CONTRACTOR_STATUS_LABELS,
  type ContractorStatus,
} from '@portal/contract/companies/contractor-status';
import { Alert, Flex, Tag, Typography } from 'antd';

const STATUS_COLORS: Record<ContractorStatus, string> = {
  0: 'default',
  1: 'success',
  2: 'processing',
  3: 'error',
};

/** What the status means to the carrier itself (its /verification page). */
const CARRIER_STATUS_HINTS: Record<ContractorStatus, string> = {
  0: 'Загрузите документы каждого обязательного типа и отправьте их на проверку.',
  1: 'Компания верифицирована.',
  2: 'Документы на проверке у заказчика. Мы сообщим о результате; пока проверка идёт, документы изменить нельзя.',
  3: 'Проверка не пройдена. Исправьте документы по замечанию и отправьте их на проверку снова.',
};

const isContractorStatus = (status: number): status is ContractorStatus =>
  (Object.values(CONTRACTOR_STATUS) as number[]).includes(status);

export function VerificationStatus({
  status,
  statusLabel,
  rejectionReason,
  hints = CARRIER_STATUS_HINTS,
}: {
  status: number;
  statusLabel: string;
  rejectionReason: string | null;
  /** The line under the status; the customer's screen says what is left to decide. */
  hints?: Record<ContractorStatus, string>;
}) {
  const known = isContractorStatus(status) ? status : null;
  return (
    <Flex vertical gap={12}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text>Статус компании:</Typography.Text>
        <Tag color={known === null ? 'default' : STATUS_COLORS[known]}>
          {known === null ? statusLabel : CONTRACTOR_STATUS_LABELS[known]}
        </Tag>
      </Flex>
      {known !== null && <Typography.Text type="secondary">{hints[known]}</Typography.Text>}
      {known === CONTRACTOR_STATUS.rejected && rejectionReason && (
        <Alert type="error" showIcon title="Причина отклонения" description={rejectionReason} />
      )}
    </Flex>
  );
}
