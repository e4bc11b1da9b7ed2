import { CONTRACTOR_MESSAGES } from '@portal/contract/contractors/contractors.schemas';
import { Alert, Button, Card, Flex } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { CompanyRequisites } from '../../../shared/companies/company-requisites';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useContractorCard } from '../api/contractor-card';
import { ContractorCardSummary } from '../components/contractor-card-summary';
import { ContractorDocuments } from '../components/contractor-documents';
import { ContractorHistoryTable } from '../components/contractor-history-table';
import { ContractorUsersTable } from '../components/contractor-users-table';

/** customer-contractor-view (K): the carrier card. */
function CustomerContractorViewPage() {
  const navigate = useNavigate();
  const customerId = useSession()?.ownerId;
  const contractorId = Number(useParams().contractorId);
  const cardQuery = useContractorCard(customerId, contractorId);
  const listPath = routePath('contractor-list');

  return (
    <RecordQueryState
      query={cardQuery}
      notFoundTitle={CONTRACTOR_MESSAGES.notFound}
      backTo={listPath}
      backText="К списку перевозчиков"
    >
      {(card) => (
        <Flex vertical gap={16} style={{ maxWidth: 1100 }}>
          <ContractorCardSummary card={card} />
          {card.details ? (
            <>
              <Card title="Реквизиты">
                <CompanyRequisites record={card.details.requisites} />
              </Card>
              <Card title="Документы">
                <ContractorDocuments card={card.details} />
              </Card>
              <Card title="Пользователи">
                <ContractorUsersTable users={card.details.users} />
              </Card>
              <Card title="История">
                <ContractorHistoryTable history={card.details.history} />
              </Card>
            </>
          ) : (
            // Issue 21: bank details, staff and documents belong to the carrier's partners.
            <Alert
              type="info"
              showIcon
              title="Реквизиты, документы и пользователи перевозчика видны его партнёрам"
            />
          )}
          <Flex>
            <Button onClick={() => navigate(listPath)}>Назад</Button>
          </Flex>
        </Flex>
      )}
    </RecordQueryState>
  );
}

export { CustomerContractorViewPage as Component };
