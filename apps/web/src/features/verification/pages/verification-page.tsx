import { SendOutlined } from '@ant-design/icons';
import type { Session } from '@portal/contract/auth/auth.schemas';
import {
  CONTRACTOR_STATUS,
  type ContractorStatus,
  canTransition,
} from '@portal/contract/companies/contractor-status';
import { UPLOAD_ACCEPT } from '@portal/contract/files/files.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Result, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { uploadHint } from '../../../shared/files/upload-check';
import { SESSION_QUERY_KEY, useSession } from '../../../shared/session/session-query';
import { ConfirmHost } from '../../../shared/toast/confirm-host';
import { useToast } from '../../../shared/toast/use-toast';
import { useSendForVerificationMutation } from '../api/send-for-verification';
import { useVerificationState } from '../api/verification-state';
import { DocumentTypeRow } from '../components/document-type-row';
import { VerificationStatus } from '../components/verification-status';

function VerifiedResult() {
  return (
    <Result
      status="success"
      title="Компания верифицирована"
      subTitle="Все разделы портала доступны: аукционы, тендеры, рейсы и документы."
      extra={
        <Link to="/dashboard">
          <Button type="primary">Перейти на главную</Button>
        </Link>
      }
    />
  );
}

function VerificationContent({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const stateQuery = useVerificationState(session.ownerId);
  const sendMutation = useSendForVerificationMutation(session.ownerId);
  const state = stateQuery.data;
  const isVerifiedNow = state?.status === CONTRACTOR_STATUS.verified;

  useEffect(() => {
    // Verified since the session was loaded: reload it so the guards open the main screens.
    if (isVerifiedNow) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [isVerifiedNow, queryClient]);

  if (isVerifiedNow) return <VerifiedResult />;
  if (stateQuery.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!state) {
    return (
      <Result
        status="warning"
        title="Не удалось загрузить данные верификации"
        extra={<Button onClick={() => void stateQuery.refetch()}>Повторить</Button>}
      />
    );
  }

  // SPEC 4 / DESIGN 8: documents change and go to verification only from new (0) or rejected (3).
  const canEdit = canTransition('sendForVerification', state.status as ContractorStatus);
  const missing = state.documentTypes.filter(
    (type) => type.required && !state.documents.some((document) => document.validationDocumentId === type.id),
  );
  const canSend = canEdit && missing.length === 0;

  const handleSend = async () => {
    try {
      await sendMutation.mutateAsync();
      toast.success('Документы отправлены на проверку');
    } catch {
      // The API client has shown the reason.
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={3} style={{ margin: 0, textAlign: 'center' }}>
        Верификация перевозчика
      </Typography.Title>
      <VerificationStatus
        status={state.status}
        statusLabel={state.statusLabel}
        rejectionReason={state.rejectionReason}
      />
      {canEdit && (
        <Alert type="info" showIcon title="Требования к файлам" description={uploadHint(UPLOAD_ACCEPT)} />
      )}
      <div>
        {state.documentTypes.map((documentType) => (
          <DocumentTypeRow
            key={documentType.id}
            contractorId={session.ownerId}
            documentType={documentType}
            documents={state.documents.filter(
              (document) => document.validationDocumentId === documentType.id,
            )}
            canEdit={canEdit}
          />
        ))}
      </div>
      {canEdit && (
        <Flex vertical align="flex-end" gap={8}>
          {missing.length > 0 && (
            <Typography.Text type="secondary">
              Осталось загрузить: {missing.map((type) => type.name).join(', ')}
            </Typography.Text>
          )}
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!canSend}
            loading={sendMutation.isPending}
            onClick={() => void handleSend()}
          >
            Отправить на проверку
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

function VerificationPage() {
  const session = useSession();
  if (!session) return null;
  if (session.verified) return <VerifiedResult />;
  // A bare-layout page: it holds its own confirmation dialogs (the main layout does for its pages).
  return (
    <ConfirmHost>
      <VerificationContent session={session} />
    </ConfirmHost>
  );
}

export { VerificationPage as Component };
