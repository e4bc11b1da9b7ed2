import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Session } from '@portal/contract/auth/auth.schemas';
import { type ContractorStatus, canTransition } from '@portal/contract/companies/contractor-status';
import { isAdmin } from '@portal/contract/roles';
import {
  type ContractorVerification,
  VERIFICATION_DECISION_CONFIRMATIONS,
  VERIFICATION_DECISION_MESSAGES,
} from '@portal/contract/verification/verification.schemas';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CompanyRequisites } from '../../../shared/companies/company-requisites';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useToast } from '../../../shared/toast/use-toast';
import { useContractorVerification } from '../api/contractor-verification';
import { useDecideVerificationMutation } from '../api/decide-verification';
import { DocumentTypeRow } from '../components/document-type-row';
import { RejectVerificationModal } from '../components/reject-verification-modal';
import { VerificationStatus } from '../components/verification-status';

const CUSTOMER_STATUS_HINTS: Record<ContractorStatus, string> = {
  0: 'Перевозчик ещё не отправил документы на проверку.',
  1: 'Перевозчик верифицирован; верификацию можно отозвать, указав причину.',
  2: 'Перевозчик ждёт решения: проверьте реквизиты и документы.',
  3: 'Перевозчику отказано; его можно верифицировать, если документы в порядке.',
};

function Decision({
  customerId,
  verification,
}: {
  customerId: number;
  verification: ContractorVerification;
}) {
  const confirmedAction = useConfirmedAction();
  const toast = useToast();
  const [isRejecting, setIsRejecting] = useState(false);
  const { contractor } = verification;
  const mutation = useDecideVerificationMutation(customerId, contractor.id);
  const status = verification.status as ContractorStatus;

  const handleVerify = () =>
    confirmedAction(
      { title: VERIFICATION_DECISION_CONFIRMATIONS.verify, content: contractor.name },
      () => mutation.mutateAsync({ status: 1 }),
      VERIFICATION_DECISION_MESSAGES.verified(contractor.name),
    );

  const handleReject = async (reason: string) => {
    await mutation.mutateAsync({ status: 3, reason });
    toast.success(VERIFICATION_DECISION_MESSAGES.rejected(contractor.name));
  };

  // The buttons follow the contract's transitions; the server refuses the others with 409 anyway.
  return (
    <>
      {canTransition('reject', status) && (
        <Button danger icon={<CloseOutlined />} onClick={() => setIsRejecting(true)}>
          Отклонить
        </Button>
      )}
      {canTransition('verify', status) && (
        <Button
          type="primary"
          icon={<CheckOutlined />}
          loading={mutation.isPending}
          onClick={() => void handleVerify()}
        >
          Верифицировать
        </Button>
      )}
      <RejectVerificationModal
        isOpen={isRejecting}
        isSubmitting={mutation.isPending}
        onReject={handleReject}
        onClose={() => setIsRejecting(false)}
      />
    </>
  );
}

function VerificationContractor({ session, contractorId }: { session: Session; contractorId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const query = useContractorVerification(session.ownerId, contractorId);
  const verification = query.data;
  // Back to the carrier card or the queue it came from; to the carriers list when opened by a link.
  const handleBack = () =>
    location.key === 'default' ? navigate(routePath('contractor-list')) : navigate(-1);

  if (!verification) {
    if (query.isError || !query.isFetching) {
      return (
        <Result
          status="404"
          title="Перевозчик не найден"
          extra={<Button onClick={handleBack}>Назад</Button>}
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 10 }} />;
  }

  const { contractor, documentTypes, documents } = verification;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <Card title={contractor.name}>
        <Flex vertical gap={16}>
          <VerificationStatus
            status={verification.status}
            statusLabel={verification.statusLabel}
            rejectionReason={verification.rejectionReason}
            hints={CUSTOMER_STATUS_HINTS}
          />
          <CompanyRequisites record={contractor} />
        </Flex>
      </Card>
      <Card title="Документы">
        {documentTypes.map((documentType) => (
          <DocumentTypeRow
            key={documentType.id}
            contractorId={contractor.id}
            documentType={documentType}
            documents={documents.filter((document) => document.validationDocumentId === documentType.id)}
            canEdit={false}
          />
        ))}
        {documentTypes.length === 0 && (
          <Typography.Text type="secondary">Документы не требуются</Typography.Text>
        )}
      </Card>
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={handleBack}>Назад</Button>
        <Decision customerId={session.ownerId} verification={verification} />
      </Flex>
    </Flex>
  );
}

/** 'verification-contractor' (K, Adm): a customer admin checks a carrier's requisites and documents and decides. */
function VerificationContractorPage() {
  const session = useSession();
  const contractorId = Number(useParams().contractorId);
  if (!session) return null;
  if (session.ownerType !== 'customer' || !isAdmin(session.roles)) return <NoRightsResult />;
  return <VerificationContractor session={session} contractorId={contractorId} />;
}

export { VerificationContractorPage as Component };
