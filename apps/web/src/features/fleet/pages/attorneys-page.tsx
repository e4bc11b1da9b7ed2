import { PlusOutlined } from '@ant-design/icons';
import { ATTORNEY_MESSAGES } from '@portal/contract/fleet/attorneys.schemas';
import { ATTORNEY_STATUS } from '@portal/contract/fleet/fleet-states';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { Button, Flex } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { fetchAttorneys, useAttorneyActionMutation, useAttorneys } from '../api/attorneys';
import { attorneyColumns, attorneyStatusLabel } from '../components/attorney-columns';

const FILTER_KEYS = ['query'] as const;

/**
 * SPEC 2.2 «attorneys» (the carrier: issue for admin or manager, cancel and restore for admin) and
 * «attorneys/customer» (the customer reads its partners' attorneys).
 */
function AttorneysPage() {
  const navigate = useNavigate();
  const session = useSession();
  const isCustomer = session?.ownerType === 'customer';
  const roles = session?.roles ?? [];
  const canAdd = !isCustomer && isAdminOrManager(roles);
  const canCancel = !isCustomer && isAdmin(roles);
  const confirmedAction = useConfirmedAction();
  const action = useAttorneyActionMutation();
  const list = useListParams(FILTER_KEYS);
  const query = list.filters.query.trim();
  const attorneys = useAttorneys({ page: list.page, limit: list.limit, ...(query ? { query } : {}) });
  const columns = useMemo(
    () =>
      attorneyColumns({
        showContractor: isCustomer,
        ...(isCustomer
          ? {
              actions: (row) => (
                <Button
                  size="small"
                  onClick={() =>
                    navigate(
                      routePath('contractor-attorney-view', {
                        contractorId: row.contractor.id,
                        attorneyId: row.id,
                      }),
                    )
                  }
                >
                  Открыть
                </Button>
              ),
            }
          : {}),
        ...(canCancel
          ? {
              actions: (row) => {
                const name = row.status === ATTORNEY_STATUS.active ? 'cancel' : 'uncancel';
                return (
                  <Flex gap={4} wrap>
                    <Button
                      size="small"
                      onClick={() => navigate(routePath('attorney-edit', { attorneyId: row.id }))}
                    >
                      Изменить
                    </Button>
                    <Button
                      size="small"
                      danger={name === 'cancel'}
                      onClick={() =>
                        void confirmedAction(
                          {
                            title:
                              name === 'cancel' ? 'Отозвать доверенность?' : 'Восстановить доверенность?',
                            content: `${row.number}, ${row.driver.fullname}`,
                            isDanger: name === 'cancel',
                          },
                          () => action.mutateAsync({ id: row.id, action: name }),
                          ATTORNEY_MESSAGES[name],
                        )
                      }
                    >
                      {name === 'cancel' ? 'Отозвать' : 'Восстановить'}
                    </Button>
                  </Flex>
                );
              },
            }
          : {}),
      }),
    [isCustomer, canCancel, confirmedAction, action, navigate],
  );

  return (
    <ListPage
      list={list}
      query={attorneys}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Доверенности не найдены"
      actions={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routePath('attorneys-add'))}>
            Добавить
          </Button>
        )
      }
      filters={
        <FilterField label="Номер или водитель" htmlFor="attorneys-filter-query">
          <DelayedInput
            id="attorneys-filter-query"
            placeholder="Часть номера или ФИО"
            value={list.filters.query}
            onChange={(value) => list.setFilter('query', value)}
          />
        </FilterField>
      }
      exportOptions={{
        fileName: 'Доверенности',
        columns: [
          { header: 'Номер', value: (row) => row.number, width: 16 },
          { header: 'Водитель', value: (row) => row.driver.fullname, width: 36 },
          { header: 'С', value: (row) => row.dateFrom, width: 12 },
          { header: 'По', value: (row) => row.dateTo, width: 12 },
          { header: 'Статус', value: attorneyStatusLabel, width: 14 },
        ],
        fetchPage: (page, limit) =>
          fetchAttorneys(session?.ownerType ?? 'contractor', session?.ownerId ?? 0, {
            ...(query ? { query } : {}),
            page,
            limit,
          }),
      }}
    />
  );
}

export { AttorneysPage as Component };
