import type { DriverDraft, DriverDraftChange } from '@portal/contract/fleet/driver-drafts.schemas';
import { DRIVER_DRAFT_STATUS, DRIVER_DRAFT_STATUS_LABELS } from '@portal/contract/fleet/fleet-states';
import { formatDateTime } from '@portal/contract/format/dates';
import { isAdminOrManager } from '@portal/contract/roles';
import { Flex, Select, Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FilterField } from '../../../shared/list/filter-panel';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useDriverDrafts } from '../api/driver-drafts';
import { DriverDraftDecision } from '../components/driver-draft-decision';
import { DriverDraftStatusTag } from '../components/driver-draft-status-tag';

const FILTER_KEYS = ['status'] as const;

const STATUS_OPTIONS = Object.values(DRIVER_DRAFT_STATUS).map((status) => ({
  value: String(status),
  label: DRIVER_DRAFT_STATUS_LABELS[status],
}));

const CHANGE_COLUMNS: TableColumnsType<DriverDraftChange> = [
  { title: 'Поле', dataIndex: 'label' },
  { title: 'Сейчас', dataIndex: 'current' },
  { title: 'Предлагается', dataIndex: 'proposed', render: (value: string) => <strong>{value}</strong> },
];

/** The proposed change field by field against the driver's current data. */
function DraftChanges({ draft }: { draft: DriverDraft }) {
  return (
    <FocusableScroll label="Изменения водителя">
      <Table<DriverDraftChange>
        size="small"
        pagination={false}
        rowKey="field"
        columns={CHANGE_COLUMNS}
        dataSource={draft.changes}
        locale={{ emptyText: 'Данные не изменены' }}
      />
    </FocusableScroll>
  );
}

/** SPEC 2.2 «driver-drafts»: the security accepts (applies) or declines a verified driver's change. */
function DriverDraftsPage() {
  const session = useSession();
  const canDecide = isAdminOrManager(session?.roles ?? []);
  const list = useListParams(FILTER_KEYS);
  const status = list.filters.status;
  const drafts = useDriverDrafts({
    page: list.page,
    limit: list.limit,
    ...(status ? { status: Number(status) } : {}),
  });
  const columns = useMemo(
    (): TableColumnsType<DriverDraft> => [
      {
        title: 'Водитель',
        key: 'driver',
        render: (_: unknown, row) =>
          canDecide ? (
            <Link to={routePath('driver-draft', { driverDraftId: row.id })}>{row.driver.fullname}</Link>
          ) : (
            row.driver.fullname
          ),
      },
      { title: 'Перевозчик', key: 'contractor', render: (_: unknown, row) => row.contractor.name },
      { title: 'Изменено полей', key: 'count', render: (_: unknown, row) => row.changes.length },
      { title: 'Подано', dataIndex: 'createdAt', render: (value: string) => formatDateTime(value) },
      {
        title: 'Статус',
        dataIndex: 'status',
        render: (value: DriverDraft['status']) => <DriverDraftStatusTag status={value} />,
      },
      ...(canDecide
        ? [
            {
              title: 'Решение',
              key: 'actions',
              render: (_: unknown, row: DriverDraft) => <DriverDraftDecision draft={row} size="small" />,
            },
          ]
        : []),
    ],
    [canDecide],
  );

  return (
    <Flex vertical gap={16}>
      <ListPage
        list={list}
        query={drafts}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText="Изменения водителей не найдены"
        filters={
          <FilterField label="Статус" htmlFor="driver-drafts-filter-status">
            <Select
              id="driver-drafts-filter-status"
              allowClear
              placeholder="Все"
              style={{ minWidth: 180 }}
              options={STATUS_OPTIONS}
              value={status || undefined}
              onChange={(value?: string) => list.setFilter('status', value ?? '')}
            />
          </FilterField>
        }
      />
      {(drafts.data?.items ?? [])
        .filter((draft) => draft.status === DRIVER_DRAFT_STATUS.new)
        .map((draft) => (
          <section key={draft.id} aria-label={`Изменения: ${draft.driver.fullname}`}>
            <h3 style={{ margin: '0 0 8px' }}>Изменения: {draft.driver.fullname}</h3>
            <DraftChanges draft={draft} />
          </section>
        ))}
    </Flex>
  );
}

export { DriverDraftsPage as Component };
