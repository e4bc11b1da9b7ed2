import {
  type ContactRequisite,
  FOR_EVERY_CARRIER_LABEL,
} from '@portal/contract/contact-requisites/contact-requisites.schemas';
import { type TableColumnsType, Tag } from 'antd';
import { Link } from 'react-router';
import { routePath } from '../../../shared/navigation/route-path';
import { ContactRequisiteRowActions } from './contact-requisite-row-actions';

/** Contact person, organisation, INN, phone, e-mail, carrier («Для всех» for the default card), actions. */
export const contactRequisiteColumns = (canManage: boolean): TableColumnsType<ContactRequisite> => [
  {
    title: 'Контактное лицо',
    dataIndex: 'contactPerson',
    render: (contactPerson: string, card) => (
      <Link to={routePath('contact-requisite-view', { contactId: card.id })}>{contactPerson}</Link>
    ),
  },
  { title: 'Организация', dataIndex: 'legalName' },
  { title: 'ИНН', dataIndex: 'inn', width: 130 },
  { title: 'Телефон', dataIndex: 'phone', render: (phone: string | null) => phone ?? '—' },
  { title: 'E-mail', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
  {
    title: 'Перевозчик',
    key: 'contractor',
    render: (_: unknown, card) =>
      card.contractor ? card.contractor.name : <Tag color="blue">{FOR_EVERY_CARRIER_LABEL}</Tag>,
  },
  {
    title: 'Действия',
    key: 'actions',
    fixed: 'right',
    render: (_: unknown, card) => <ContactRequisiteRowActions card={card} canManage={canManage} />,
  },
];
