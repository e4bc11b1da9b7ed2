import type { PartnerContractor } from '@portal/contract/contractors/partners.schemas';
import { formatDate } from '@portal/contract/format/dates';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PartnerStatusTag, VerificationStatusTag } from '../../../shared/companies/carrier-status-tags';
import { routePath } from '../../../shared/navigation/route-path';
import type { ContractorScope } from '../api/customer-contractors';
import { ContractorRating } from './contractor-rating';
import { PartnerActions } from './partner-actions';

/** The carriers of both tabs: name (to the card), INN, verification, partner status, current rating, actions. */
export const contractorColumns = (scope: ContractorScope): TableColumnsType<PartnerContractor> => [
  {
    title: 'Название',
    dataIndex: 'name',
    render: (name: string, contractor) => (
      <Link to={routePath('customer-contractor-view', { contractorId: contractor.id })}>{name}</Link>
    ),
  },
  { title: 'ИНН', dataIndex: 'inn' },
  {
    title: 'Верификация',
    dataIndex: 'verificationStatus',
    render: (status: number, contractor) => (
      <VerificationStatusTag status={status} active={contractor.active} />
    ),
  },
  {
    title: 'Статус партнёра',
    dataIndex: 'partnerStatus',
    render: (status: PartnerContractor['partnerStatus'], contractor) => (
      <span title={contractor.partnerReason ?? undefined}>
        <PartnerStatusTag status={status} />
      </span>
    ),
  },
  ...(scope === 'partners'
    ? [{ title: 'Партнёр с', dataIndex: 'addedAt', render: (addedAt: string | null) => formatDate(addedAt) }]
    : []),
  {
    title: 'Рейтинг',
    key: 'rating',
    dataIndex: 'rating',
    align: 'right',
    // The server sorts by the current rating, best first (CONTRACTOR_SORTS).
    sorter: true,
    sortDirections: ['descend'],
    render: (rating: PartnerContractor['rating']) => <ContractorRating rating={rating} />,
  },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, contractor) => <PartnerActions contractor={contractor} />,
  },
];
