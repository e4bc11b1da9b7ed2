import type { ContractorListSummary } from '@portal/contract/contractor-lists/contractor-lists.schemas';
import { formatDateTime } from '@portal/contract/format/dates';
import { formatNumber } from '@portal/contract/format/numbers';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import type { ContractorListRights } from './contractor-list-rights';
import { ContractorListRowActions } from './contractor-list-row-actions';

export const contractorListColumns = (
  rights: ContractorListRights,
): TableColumnsType<ContractorListSummary> => [
  {
    title: 'Название',
    dataIndex: 'name',
    render: (name: string, list) => (
      <Link to={routePath('contractor-list-view', { contractorListId: list.id })}>{name}</Link>
    ),
  },
  {
    title: 'Перевозчиков',
    dataIndex: 'membersCount',
    align: 'right',
    render: (count: number) => formatNumber(count),
  },
  { title: 'Создан', dataIndex: 'createdAt', render: (createdAt: string) => formatDateTime(createdAt) },
  {
    title: 'Автор',
    key: 'createdBy',
    render: (_: unknown, list) => list.createdBy?.fullname ?? '—',
  },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, list) => <ContractorListRowActions list={list} rights={rights} />,
  },
];
