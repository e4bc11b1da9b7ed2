import { APPEALS_PAGE_SIZE } from '@portal/contract/constants';
import { CONTRACTOR_MESSAGES } from '@portal/contract/contractors/contractors.schemas';
import { RATING_ACCESS } from '@portal/contract/rating/rating-access';
import { Flex, Table, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { useContractorOptions } from '../../../shared/lookups/contractor-options';
import { routePath } from '../../../shared/navigation/route-path';
import { useCan } from '../../../shared/session/use-can';
import { RatingScope, useCurrentRating, useCustomerAppeals } from '../api/rating-api';
import { appealColumns } from '../components/appeal-columns';
import { AppealDialog } from '../components/appeal-dialog';
import { BonusButton } from '../components/bonus-button';
import { RatingChartCard, useRatingBrowser } from '../components/rating-browser';
import { RatingDetailTable } from '../components/rating-detail-table';
import { RatingHeading } from '../components/rating-heading';
import { RatingHistoryTable } from '../components/rating-history-table';

/** The carrier's appeals to this customer in every status, with the decision dialog. */
function CarrierAppeals({ contractorId }: { contractorId: number }) {
  const appeals = useCustomerAppeals(
    useMemo(() => ({ contractors: [contractorId], page: 1, limit: APPEALS_PAGE_SIZE }), [contractorId]),
  );
  const [openId, setOpenId] = useState<number | null>(null);
  const open = appeals.data?.items.find((appeal) => appeal.id === openId);
  return (
    <>
      <Table
        size="small"
        rowKey="id"
        loading={appeals.isPending}
        dataSource={appeals.data?.items ?? []}
        columns={appealColumns(setOpenId, { withContractor: false })}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Апелляции не найдены' }}
      />
      {open && <AppealDialog key={open.id} appeal={open} onClose={() => setOpenId(null)} />}
    </>
  );
}

function CarrierRating({ contractorId }: { contractorId: number }) {
  const canSetBonus = useCan(RATING_ACCESS.setBonus);
  const carrier = useContractorOptions({ id: [contractorId] });
  const browser = useRatingBrowser();
  const current = useCurrentRating(undefined);
  const name = carrier.data?.[0]?.name;

  return (
    <RecordQueryState
      query={browser.list}
      notFoundTitle={CONTRACTOR_MESSAGES.notFound}
      backTo={routePath('rating-top')}
      backText="К лучшим перевозчикам"
    >
      {() => (
        <Flex vertical gap={16}>
          <Flex vertical gap={4}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {name ?? `Перевозчик №${contractorId}`}
            </Typography.Title>
            <RatingHeading rating={current.data === undefined ? undefined : (current.data?.rating ?? null)} />
          </Flex>
          <RatingChartCard browser={browser} />
          <Tabs
            items={[
              {
                key: 'detail',
                label: 'Детализация рейтинга',
                children: (
                  <RatingDetailTable
                    detail={browser.detail.data}
                    isLoading={browser.detail.isFetching && !browser.detail.data}
                    {...(canSetBonus ? { bonusAction: (row) => <BonusButton value={row} /> } : {})}
                  />
                ),
              },
              {
                key: 'appeals',
                label: 'Апелляции',
                children: <CarrierAppeals contractorId={contractorId} />,
              },
              {
                key: 'history',
                label: 'История',
                children: <RatingHistoryTable contractorId={contractorId} />,
              },
            ]}
          />
        </Flex>
      )}
    </RecordQueryState>
  );
}

/**
 * SPEC 2.2 contractor-rating (K): the customer's rating card of one carrier — the chart, the detail with events and
 * bonuses (admins and managers), the carrier's appeals and the recalculations — from the same components as the
 * carrier's own my-rating, reading that carrier's ratings with this customer.
 */
function ContractorRatingPage() {
  const contractorId = Number(useParams().contractorId);
  const scope = useMemo(() => ({ contractorId }), [contractorId]);
  return (
    <RatingScope.Provider value={scope}>
      <CarrierRating key={contractorId} contractorId={contractorId} />
    </RatingScope.Provider>
  );
}

export { ContractorRatingPage as Component };
