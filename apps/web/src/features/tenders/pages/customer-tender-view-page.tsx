import { COMMENT_CLOSED_TENDER_STATUSES } from '@portal/contract/comments/comments.constants';
import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import { isAdminOrManager } from '@portal/contract/roles';
import { canTenderAction, TENDER_ACTIONS } from '@portal/contract/tenders/tender-status';
import { type CustomerTender, TENDER_MESSAGES } from '@portal/contract/tenders/tenders.schemas';
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { WideTableFrame } from '../../../shared/list/wide-table';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { CommentsCard } from '../../comments/components/comments-card';
import { useCustomerTender, useTenderActionMutation } from '../api/tenders';
import { LotSummary } from '../components/lot-summary';
import { type ConfirmedTenderAction, tenderActionDone } from '../components/tender-action-done';
import { TenderStatusTag } from '../components/tender-status-tag';
import { useLiveTenders } from '../components/use-live-tenders';

type Lot = CustomerTender['routeTemplates'][number];
const BUTTONS: { action: ConfirmedTenderAction | 'edit'; isPrimary?: boolean; isDanger?: boolean }[] = [
  { action: 'edit' },
  { action: 'run', isPrimary: true },
  { action: 'todraft' },
  { action: 'end' },
  { action: 'acceptwinner', isPrimary: true },
  { action: 'cancel', isDanger: true },
  { action: 'delete', isDanger: true },
];

/** Issue 16: the customer's tender: per lot all bids and offers with carriers, savings; winners and acceptance. */
function CustomerTenderViewPage() {
  const id = Number(useParams().tendersId);
  useLiveTenders({ tenderId: id });
  const query = useCustomerTender(id);
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={TENDER_MESSAGES.notFound}
      backTo={routePath('tenders-customer')}
      backText="К тендерам"
    >
      {(tender) => <TenderView tender={tender} />}
    </RecordQueryState>
  );
}

function TenderView({ tender }: { tender: CustomerTender }) {
  const session = useSession();
  const navigate = useNavigate();
  const canEdit = isAdminOrManager(session?.roles ?? []);
  const mutation = useTenderActionMutation(tender.id);
  const confirmedAction = useConfirmedAction();
  const title = `Тендер № ${tender.number} ${tender.name}`;
  const act = (action: ConfirmedTenderAction | 'edit') => {
    if (action === 'edit') return navigate(routePath('tender-edit', { tendersId: tender.id }));
    void confirmedAction(
      {
        title: `${TENDER_ACTIONS[action].label}?`,
        content: title,
        ...(action === 'cancel' || action === 'delete' ? { isDanger: true } : {}),
      },
      () => mutation.mutateAsync({ action }),
      tenderActionDone(action, tender.number),
    ).then((done) => done && action === 'delete' && navigate(routePath('tenders-customer')));
  };
  const canChoose = canEdit && canTenderAction('setwinner', tender.status);
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <TenderStatusTag status={tender.status} />
      </Flex>
      <Typography.Text>
        Приём ставок: {formatDateTime(tender.dateStart) || 'с запуска'} — {formatDateTime(tender.dateEnd)}.
        Участники:{' '}
        {tender.contractorList?.name ?? tender.contractors.map((contractor) => contractor.name).join(', ')}
      </Typography.Text>
      {canEdit && (
        <Flex gap={8} wrap>
          {BUTTONS.filter(({ action }) => canTenderAction(action, tender.status)).map(
            ({ action, isPrimary, isDanger }) => (
              <Button
                key={action}
                type={isPrimary ? 'primary' : 'default'}
                danger={isDanger ?? false}
                disabled={mutation.isPending}
                onClick={() => act(action)}
              >
                {TENDER_ACTIONS[action].label}
              </Button>
            ),
          )}
        </Flex>
      )}
      {tender.routeTemplates.map((lot, index) => (
        <Card key={lot.id} size="small" title={`Лот ${index + 1}`}>
          <LotSummary lot={lot} />
          <LotSavings lot={lot} />
          {/* A narrow screen scrolls the bids sideways: the frame lets the keyboard do it too. */}
          <WideTableFrame label={`Ставки, лот ${index + 1}`}>
            <Table<Lot['bids'][number]>
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: true }}
              dataSource={lot.bids}
              locale={{ emptyText: 'Ставок нет' }}
              columns={[
                { title: 'Перевозчик', render: (_, bid) => bid.contractor.name },
                { title: 'Цена за рейс', align: 'right', render: (_, bid) => formatMoney(bid.summ) },
                { title: 'Всего', align: 'right', render: (_, bid) => formatMoney(bid.total) },
                { title: 'Подана', render: (_, bid) => formatDateTime(bid.createdOn) },
                {
                  title: 'Итог',
                  render: (_, bid) =>
                    bid.declined ? (
                      <Tag color="red">Отказался</Tag>
                    ) : bid.isWinner ? (
                      <Tag color="green">Победитель</Tag>
                    ) : canChoose ? (
                      <Button
                        size="small"
                        onClick={() => void mutation.mutateAsync({ action: `setwinner/${bid.id}` })}
                      >
                        Выбрать победителем
                      </Button>
                    ) : null,
                },
              ]}
            />
          </WideTableFrame>
          {lot.offers.length > 0 && (
            <Table<Lot['offers'][number]>
              size="small"
              rowKey="id"
              pagination={false}
              title={() => 'Предложения на часть рейсов'}
              dataSource={lot.offers}
              columns={[
                { title: 'Перевозчик', render: (_, offer) => offer.contractor.name },
                { title: 'Цена за рейс', align: 'right', render: (_, offer) => formatMoney(offer.summ) },
                { title: 'Рейсов', align: 'right', dataIndex: 'volume' },
                { title: 'Всего', align: 'right', render: (_, offer) => formatMoney(offer.total) },
              ]}
            />
          )}
        </Card>
      ))}
      <CommentsCard
        entity="tender"
        entityId={tender.id}
        isReadOnly={COMMENT_CLOSED_TENDER_STATUSES.includes(tender.status)}
      />
    </Flex>
  );
}

function LotSavings({ lot }: { lot: Lot }) {
  const parts = [
    `Лучшая цена: ${lot.bestSumm === null ? '—' : formatMoney(lot.bestSumm)}`,
    `Тариф маршрута: ${lot.tariff === null ? 'не задан' : formatMoney(lot.tariff)}`,
    `Экономия к начальной цене: ${lot.savingStart === null ? '—' : formatMoney(lot.savingStart)}`,
    `к тарифу: ${lot.savingTariff === null ? '—' : formatMoney(lot.savingTariff)}`,
    ...(lot.routesCount ? [`Рейсов создано: ${lot.routesCount}`] : []),
  ];
  return <Typography.Paragraph type="secondary">{parts.join(' · ')}</Typography.Paragraph>;
}

export { CustomerTenderViewPage as Component };
