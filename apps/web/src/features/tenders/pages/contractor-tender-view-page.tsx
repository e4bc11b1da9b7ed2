import { COMMENT_CLOSED_TENDER_STATUSES } from '@portal/contract/comments/comments.constants';
import { formatDateTime } from '@portal/contract/format/dates';
import { TENDER_MESSAGES } from '@portal/contract/tenders/tenders.schemas';
import { Card, Flex, Typography } from 'antd';
import { useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { CommentsCard } from '../../comments/components/comments-card';
import { useContractorTender } from '../api/tenders';
import { LotBidPanel } from '../components/lot-bid-panel';
import { LotSummary } from '../components/lot-summary';
import { TenderStatusTag } from '../components/tender-status-tag';
import { useLiveTenders } from '../components/use-live-tenders';

/** Issue 16: a tender as the carrier sees it: lots, its own sealed bid and offers per lot, its wins. */
function ContractorTenderViewPage() {
  const id = Number(useParams().tendersId);
  useLiveTenders({ tenderId: id });
  const query = useContractorTender(id);
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={TENDER_MESSAGES.notFound}
      backTo={routePath('tenders-contractor')}
      backText="К тендерам"
    >
      {(tender) => (
        <Flex vertical gap={16}>
          <Flex gap={12} align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Тендер № {tender.number} {tender.name}
            </Typography.Title>
            <TenderStatusTag status={tender.status} />
          </Flex>
          <Typography.Text>
            Приём ставок до {formatDateTime(tender.dateEnd)}. Ставки закрытые: цены других участников не
            видны.
          </Typography.Text>
          {tender.comment && <Typography.Paragraph>{tender.comment}</Typography.Paragraph>}
          {tender.routeTemplates.map((lot, index) => (
            <Card key={lot.id} size="small" title={`Лот ${index + 1}`}>
              <LotSummary lot={lot} />
              <LotBidPanel tender={tender} lot={lot} />
            </Card>
          ))}
          <CommentsCard
            entity="tender"
            entityId={tender.id}
            isReadOnly={COMMENT_CLOSED_TENDER_STATUSES.includes(tender.status)}
          />
        </Flex>
      )}
    </RecordQueryState>
  );
}

export { ContractorTenderViewPage as Component };
