import { FLEET_STATUS, type FleetStatus } from '@portal/contract/fleet/fleet-states';
import type { Page } from '@portal/contract/pagination';
import { isAdminOrManager } from '@portal/contract/roles';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Flex, type TableColumnsType } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import type { ExportColumn } from '../../../shared/export/export-to-excel';
import { ListPage } from '../../../shared/list/list-page';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useToast } from '../../../shared/toast/use-toast';
import type { FleetQuery } from '../api/drivers';
import { FleetListFilters, type FleetListParams } from './fleet-list-filters';
import { ReasonModal } from './reason-modal';

type CheckedRecord = { id: number; status: FleetStatus; contractor: { name: string } };

/** The two decisions that need the reason the carrier will read. */
export type CheckDecision = 'reject' | 'return';

/**
 * What differs between the customer's check of drivers and of vehicles. Keep each kind a module constant: the
 * table's columns are memoised on it.
 */
export type CustomerCheckKind<Row extends CheckedRecord, ActionArgs> = {
  /** The record's name in the confirmation and the reason dialog: a driver's full name, a vehicle's plate. */
  describe: (row: Row) => string;
  columns: (actions?: (row: Row) => ReactNode) => TableColumnsType<Row>;
  verifyButtonText: string;
  verifyQuestion: string;
  rejectTitle: string;
  canReturn: (row: Row) => boolean;
  verifyArgs: (row: Row) => ActionArgs;
  decisionArgs: (row: Row, decision: CheckDecision, reason: string) => ActionArgs;
  successMessages: Record<'verify' | CheckDecision, string>;
  emptyText: string;
  filterIdPrefix: string;
  queryLabel: string;
  queryPlaceholder: string;
  exportFileName: string;
  /** The export's columns: the table's, as text. */
  exportColumns: readonly ExportColumn<Row>[];
  fetchPage: (customerId: number, query: FleetQuery) => Promise<Page<Row>>;
};

type CustomerCheckPageProps<Row extends CheckedRecord, ActionArgs> = {
  kind: CustomerCheckKind<Row, ActionArgs>;
  list: FleetListParams;
  filterQuery: Omit<FleetQuery, 'page' | 'limit'>;
  rows: UseQueryResult<Page<Row>>;
  action: { mutateAsync: (args: ActionArgs) => Promise<unknown>; isPending: boolean };
};

/** SPEC 2.2: the customer's list of its partners' records, with Проверен / На доработку / Отклонить for admin or manager. */
export function CustomerCheckPage<Row extends CheckedRecord, ActionArgs>({
  kind,
  list,
  filterQuery,
  rows,
  action,
}: CustomerCheckPageProps<Row, ActionArgs>) {
  const session = useSession();
  const canDecide = isAdminOrManager(session?.roles ?? []);
  const toast = useToast();
  const confirmedAction = useConfirmedAction();
  const [asking, setAsking] = useState<{ row: Row; decision: CheckDecision } | null>(null);
  const columns = useMemo(
    () =>
      kind.columns(
        canDecide
          ? (row: Row) => (
              <Flex gap={4} wrap>
                {row.status === FLEET_STATUS.onCheck && (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() =>
                      void confirmedAction(
                        { title: kind.verifyQuestion, content: kind.describe(row) },
                        () => action.mutateAsync(kind.verifyArgs(row)),
                        kind.successMessages.verify,
                      )
                    }
                  >
                    {kind.verifyButtonText}
                  </Button>
                )}
                {kind.canReturn(row) && (
                  <Button size="small" onClick={() => setAsking({ row, decision: 'return' })}>
                    На доработку
                  </Button>
                )}
                {row.status !== FLEET_STATUS.cancelled && (
                  <Button size="small" danger onClick={() => setAsking({ row, decision: 'reject' })}>
                    Отклонить
                  </Button>
                )}
              </Flex>
            )
          : undefined,
      ),
    [kind, canDecide, confirmedAction, action],
  );

  return (
    <>
      <ListPage
        list={list}
        query={rows}
        columns={columns}
        rowKey={(row) => row.id}
        emptyText={kind.emptyText}
        filters={
          <FleetListFilters
            list={list}
            idPrefix={kind.filterIdPrefix}
            queryLabel={kind.queryLabel}
            queryPlaceholder={kind.queryPlaceholder}
          />
        }
        exportOptions={{
          fileName: kind.exportFileName,
          columns: kind.exportColumns,
          fetchPage: (page, limit) => kind.fetchPage(session?.ownerId ?? 0, { ...filterQuery, page, limit }),
        }}
      />
      <ReasonModal
        title={
          asking
            ? `${asking.decision === 'reject' ? kind.rejectTitle : 'Вернуть на доработку'}: ${kind.describe(asking.row)}`
            : null
        }
        okText={asking?.decision === 'reject' ? 'Отклонить' : 'Вернуть'}
        isSubmitting={action.isPending}
        onClose={() => setAsking(null)}
        onSubmit={async (reason) => {
          if (!asking) return;
          await action.mutateAsync(kind.decisionArgs(asking.row, asking.decision, reason));
          toast.success(kind.successMessages[asking.decision]);
        }}
      />
    </>
  );
}
