import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { ContractorSelect } from '../../../shared/lookups/contractor-select';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { type ContractorListsQuery, fetchContractorLists, useContractorLists } from '../api/contractor-lists';
import { contractorListColumns } from '../components/contractor-list-columns';
import { CONTRACTOR_LIST_EXPORT_COLUMNS } from '../components/contractor-list-export';
import { contractorListRights } from '../components/contractor-list-rights';

const FILTER_KEYS = ['name', 'contractorId'] as const;

const positiveId = (text: string): number | undefined => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

function ContractorListsPage() {
  const navigate = useNavigate();
  const session = useSession();
  const { canManage, canCopy } = contractorListRights(session);
  const list = useListParams(FILTER_KEYS);
  const { name, contractorId } = list.filters;
  const carrierId = positiveId(contractorId);

  const filterQuery = useMemo(
    (): Omit<ContractorListsQuery, 'page' | 'limit'> => ({
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(carrierId ? { contractorId: carrierId } : {}),
    }),
    [name, carrierId],
  );
  const query = useContractorLists({ page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(() => contractorListColumns({ canManage, canCopy }), [canManage, canCopy]);

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(contractorList) => contractorList.id}
      emptyText="Списки перевозчиков не найдены"
      actions={
        canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(routePath('contractor-lists-add'))}
          >
            Добавить
          </Button>
        )
      }
      filters={
        <>
          <FilterField label="Название" htmlFor="contractor-lists-filter-name">
            <DelayedInput
              id="contractor-lists-filter-name"
              placeholder="Часть названия"
              value={name}
              onChange={(value) => list.setFilter('name', value)}
            />
          </FilterField>
          <FilterField label="Перевозчик" htmlFor="contractor-lists-filter-carrier" width={320}>
            <ContractorSelect
              id="contractor-lists-filter-carrier"
              placeholder="Все"
              value={carrierId}
              onChange={(value) => list.setFilter('contractorId', value ? String(value) : '')}
            />
          </FilterField>
        </>
      }
      exportOptions={{
        fileName: 'Списки перевозчиков',
        columns: CONTRACTOR_LIST_EXPORT_COLUMNS,
        fetchPage: (page, limit) =>
          fetchContractorLists(session?.ownerId ?? 0, { ...filterQuery, page, limit }),
      }}
    />
  );
}

export { ContractorListsPage as Component };
