import type { AuctionStatus } from '@portal/contract/auctions/auction-status';
import type { ContractorAuction, CustomerAuctionListItem } from '@portal/contract/auctions/auctions.schemas';
import { routeWaysOf } from '@portal/contract/auctions/contractor-auctions.columns';
import { formatDateTime } from '@portal/contract/format/dates';
import { formatMoney } from '@portal/contract/format/numbers';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { AuctionStatusTag } from './auction-status-tag';

type Common = {
  id: number;
  number: string;
  status: AuctionStatus;
  routes: { routeCode: string; routeWay: { name: string } }[];
  dateStart: string | null;
  dateEnd: string;
  startSum: number;
  bestSumm: number | null;
  bidsCount: number;
};

const commonColumns = <T extends Common>(viewPath: (row: T) => string): TableColumnsType<T> => [
  {
    title: 'Номер',
    dataIndex: 'number',
    fixed: 'left',
    render: (number: string, row) => <Link to={viewPath(row)}>{number}</Link>,
  },
  {
    title: 'Статус',
    dataIndex: 'status',
    render: (status: AuctionStatus) => <AuctionStatusTag status={status} />,
  },
  { title: 'Маршрут', key: 'routeWay', render: (_: unknown, row) => routeWaysOf(row) },
  {
    title: 'Рейсы',
    key: 'routes',
    render: (_: unknown, row) => row.routes.map((r) => r.routeCode).join(', '),
  },
  { title: 'Начало', dataIndex: 'dateStart', render: (value: string | null) => formatDateTime(value) || '—' },
  { title: 'Окончание', dataIndex: 'dateEnd', render: (value: string) => formatDateTime(value) },
  {
    title: 'Начальная цена',
    dataIndex: 'startSum',
    align: 'right',
    render: (sum: number) => formatMoney(sum),
  },
  {
    title: 'Лучшая цена',
    dataIndex: 'bestSumm',
    align: 'right',
    render: (sum: number | null) => (sum === null ? '—' : formatMoney(sum)),
  },
  { title: 'Ставок', dataIndex: 'bidsCount', align: 'right' },
];

export const customerAuctionColumns = (customerId: number): TableColumnsType<CustomerAuctionListItem> => [
  ...commonColumns<CustomerAuctionListItem>((row) =>
    routePath('customer-auction-view', { customerId, auctionsId: row.id }),
  ),
  { title: 'Победитель', key: 'winner', render: (_: unknown, row) => row.winner?.contractor.name ?? '—' },
];

export const contractorAuctionColumns = (contractorId: number): TableColumnsType<ContractorAuction> => [
  ...commonColumns<ContractorAuction>((row) =>
    routePath('contractor-auction-view', { contractorId, auctionsId: row.id }),
  ),
  { title: 'Заказчик', key: 'customer', render: (_: unknown, row) => row.customer.name },
  {
    title: 'Ваша ставка',
    dataIndex: 'myBestSumm',
    align: 'right',
    render: (sum: number | null) => (sum === null ? '—' : formatMoney(sum)),
  },
  { title: 'Ваше место', dataIndex: 'myRank', align: 'right', render: (rank: number | null) => rank ?? '—' },
];
