import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { AUCTION_PLAN_LABELS, type AuctionPlan } from '@portal/contract/auction-plan/auction-plan.schemas';
import { formatMoney } from '@portal/contract/format/numbers';
import { isAdmin } from '@portal/contract/roles';
import { Button, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { MonthPicker } from '../../../shared/components/month-picker';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { RouteWaySelect } from '../../../shared/lookups/route-way-select';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { type AuctionPlanListQuery, fetchAuctionPlans, useAuctionPlans } from '../api/auction-plan';
import { completionColor, completionText } from '../components/plan-completion';
import { PlanEditDialog } from '../components/plan-edit-dialog';
import { AUCTION_PLAN_EXPORT_COLUMNS } from '../components/plan-export';
import { planMonthText, planRouteWayText } from '../components/plan-text';

const FILTER_KEYS = ['routeWay', 'month_from', 'month_to'] as const;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const ID = /^[1-9]\d{0,9}$/;

const columnsOf = (onEdit: ((plan: AuctionPlan) => void) | null): TableColumnsType<AuctionPlan> => [
  { key: 'month', title: AUCTION_PLAN_LABELS.month, render: (_, plan) => planMonthText(plan.month) },
  { key: 'routeWay', title: AUCTION_PLAN_LABELS.routeWay, render: (_, plan) => planRouteWayText(plan) },
  {
    key: 'auctions',
    title: `${AUCTION_PLAN_LABELS.actualAuctionsCount} / план`,
    render: (_, plan) => (
      <Tag color={completionColor(plan.actualAuctionsCount, plan.auctionsCount)}>
        {completionText(plan.actualAuctionsCount, plan.auctionsCount)}
      </Tag>
    ),
  },
  {
    key: 'summ',
    title: AUCTION_PLAN_LABELS.summ,
    align: 'right',
    render: (_, plan) => formatMoney(plan.summ),
  },
  {
    key: 'actualSumm',
    title: AUCTION_PLAN_LABELS.actualSumm,
    align: 'right',
    render: (_, plan) => (
      <Tag color={completionColor(plan.actualSumm, plan.summ)}>{formatMoney(plan.actualSumm)}</Tag>
    ),
  },
  { key: 'comment', title: AUCTION_PLAN_LABELS.comment, render: (_, plan) => plan.comment ?? '' },
  ...(onEdit
    ? [
        {
          key: 'actions',
          title: '',
          render: (_: unknown, plan: AuctionPlan) => (
            <Button icon={<EditOutlined />} aria-label="Изменить план" onClick={() => onEdit(plan)} />
          ),
        },
      ]
    : []),
];

/** SPEC 2.2 `/auction-plan` (K): planned auctions and volume per route way and month, the actual figures beside. */
function AuctionPlanPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = isAdmin(session?.roles ?? []);
  const list = useListParams(FILTER_KEYS);
  const { routeWay, month_from, month_to } = list.filters;
  const filter = useMemo(() => {
    const query: Omit<AuctionPlanListQuery, 'page' | 'limit'> = {};
    if (ID.test(routeWay)) query.routeWay = routeWay;
    if (MONTH.test(month_from)) query.month_from = month_from;
    if (MONTH.test(month_to)) query.month_to = month_to;
    return query;
  }, [routeWay, month_from, month_to]);
  const query = useAuctionPlans({ page: list.page, limit: list.limit, ...filter });
  const [editing, setEditing] = useState<AuctionPlan | null>(null);
  const columns = useMemo(() => columnsOf(canEdit ? setEditing : null), [canEdit]);

  return (
    <>
      <ListPage
        list={list}
        query={query}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Планов нет"
        actions={
          canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(routePath('auction-plan-add'))}
            >
              Добавить
            </Button>
          )
        }
        filters={
          <>
            <FilterField label="Маршрут" htmlFor="auction-plan-filter-route-way" width={260}>
              <RouteWaySelect
                id="auction-plan-filter-route-way"
                value={ID.test(routeWay) ? Number(routeWay) : null}
                onChange={(value) => list.setFilter('routeWay', value ? String(value) : '')}
              />
            </FilterField>
            <FilterField label="Месяц с" htmlFor="auction-plan-filter-from" width={140}>
              <MonthPicker
                id="auction-plan-filter-from"
                value={month_from}
                onChange={(month) => list.setFilter('month_from', month)}
              />
            </FilterField>
            <FilterField label="Месяц по" htmlFor="auction-plan-filter-to" width={140}>
              <MonthPicker
                id="auction-plan-filter-to"
                value={month_to}
                onChange={(month) => list.setFilter('month_to', month)}
              />
            </FilterField>
          </>
        }
        exportOptions={{
          fileName: AUCTION_PLAN_LABELS.title,
          columns: AUCTION_PLAN_EXPORT_COLUMNS,
          fetchPage: (page, limit) => fetchAuctionPlans(session?.ownerId ?? 0, { ...filter, page, limit }),
        }}
      />
      {editing && <PlanEditDialog plan={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

export { AuctionPlanPage as Component };
