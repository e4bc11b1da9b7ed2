import { PaperClipOutlined } from '@ant-design/icons';
import {
  DRIVER_DRAFT_MESSAGES,
  type DriverDraftField,
  type DriverDraftScan,
} from '@portal/contract/fleet/driver-drafts.schemas';
import { DRIVER_DRAFT_STATUS } from '@portal/contract/fleet/fleet-states';
import { formatDateTime } from '@portal/contract/format/dates';
import { Button, Card, Flex, Table, type TableColumnsType, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';
import { routePath } from '../../../shared/navigation/route-path';
import { useDriverDraft } from '../api/driver-drafts';
import { DriverDraftDecision } from '../components/driver-draft-decision';
import { DriverDraftStatusTag } from '../components/driver-draft-status-tag';

type Row = { field: string; label: string; current: ReactNode; proposed: ReactNode; isChanged: boolean };

// Once decided, «current» is the driver as the decision found it: an accepted draft has replaced it since.
const columnsOf = (isDecided: boolean): TableColumnsType<Row> => [
  // Three columns share even a phone's width, so the proposed value is always in sight.
  { title: 'Поле', dataIndex: 'label', width: '30%' },
  { title: isDecided ? 'Было' : 'Сейчас', dataIndex: 'current' },
  {
    title: 'Предлагается',
    dataIndex: 'proposed',
    render: (proposed: ReactNode, row) =>
      row.isChanged ? (
        <Flex gap={8} align="baseline" wrap>
          <strong>{proposed}</strong>
          <Tag color="orange">изменено</Tag>
        </Flex>
      ) : (
        proposed
      ),
  },
];

// antd's warning background: the marked rows stand out beside the «изменено» tag.
const CHANGED_ROW_STYLE = { background: '#fffbe6' };

const fieldRow = ({ field, label, current, proposed, isChanged }: DriverDraftField): Row => ({
  field,
  label,
  current: current || '—',
  proposed: proposed || '—',
  isChanged,
});

function ScanLink({ slot }: { slot: DriverDraftScan['current'] }) {
  if (!slot) return '—';
  return (
    <Link to={routePath('file-viewer', { fileGuid: slot.file.guid })}>
      <PaperClipOutlined /> {slot.file.originalName}
    </Link>
  );
}

const scanRow = ({ field, label, current, proposed, isChanged }: DriverDraftScan): Row => ({
  field,
  label,
  current: <ScanLink slot={current} />,
  proposed: <ScanLink slot={proposed} />,
  isChanged,
});

function ComparisonTable({ label, rows, isDecided }: { label: string; rows: Row[]; isDecided: boolean }) {
  return (
    <FocusableScroll label={label}>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="field"
        columns={columnsOf(isDecided)}
        dataSource={rows}
        onRow={(row) => (row.isChanged ? { style: CHANGED_ROW_STYLE } : {})}
      />
    </FocusableScroll>
  );
}

/** SPEC 2.2 driver-drafts/id{driverDraftId} (K, AM): a verified driver's proposed data beside the current one. */
function DriverDraftViewPage() {
  const navigate = useNavigate();
  const query = useDriverDraft(Number(useParams().driverDraftId));
  const listPath = routePath('driver-drafts');
  return (
    <RecordQueryState
      query={query}
      notFoundTitle={DRIVER_DRAFT_MESSAGES.notFound}
      backTo={listPath}
      backText="К изменениям водителей"
    >
      {(draft) => (
        <Card
          style={{ maxWidth: 960 }}
          title={`Изменения водителя: ${draft.driver.fullname}`}
          extra={<DriverDraftStatusTag status={draft.status} />}
        >
          <Flex vertical gap={16}>
            <RecordDescriptions
              items={[
                { key: 'contractor', label: 'Перевозчик', children: draft.contractor.name },
                { key: 'createdAt', label: 'Подано', children: formatDateTime(draft.createdAt) },
                ...(draft.decidedAt
                  ? [{ key: 'decidedAt', label: 'Решение', children: formatDateTime(draft.decidedAt) }]
                  : []),
                ...(draft.declineReason
                  ? [{ key: 'declineReason', label: 'Причина отказа', children: draft.declineReason }]
                  : []),
              ]}
            />
            <section>
              <h3 style={{ margin: '0 0 8px' }}>Данные водителя</h3>
              <ComparisonTable
                label="Данные водителя"
                rows={draft.fields.map(fieldRow)}
                isDecided={draft.status !== DRIVER_DRAFT_STATUS.new}
              />
            </section>
            <section>
              <h3 style={{ margin: '0 0 8px' }}>Фото и сканы</h3>
              <ComparisonTable
                label="Фото и сканы"
                rows={draft.scans.map(scanRow)}
                isDecided={draft.status !== DRIVER_DRAFT_STATUS.new}
              />
            </section>
            <Flex gap={8} wrap justify="space-between">
              <Button onClick={() => navigate(listPath)}>Назад</Button>
              <DriverDraftDecision draft={draft} />
            </Flex>
          </Flex>
        </Card>
      )}
    </RecordQueryState>
  );
}

export { DriverDraftViewPage as Component };
