import type { User } from '@portal/contract/users/users.schemas';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { CompanyUserRoles } from './company-user-roles';
import { CompanyUserRowActions } from './company-user-row-actions';
import type { CompanyUserSide } from './company-user-side';
import { CompanyUserStatusTag } from './company-user-status-tag';

/** ФИО (opens the user), e-mail, phone, roles, status and, for admins, the row actions. */
export const companyUserColumns = (side: CompanyUserSide, currentUserId: number): TableColumnsType<User> => [
  {
    title: 'ФИО',
    dataIndex: 'fullname',
    render: (fullname: string, user) => <Link to={side.viewPath(user.id)}>{fullname}</Link>,
  },
  { title: 'E-mail (логин)', dataIndex: 'username' },
  { title: 'Телефон', dataIndex: 'phone', render: (phone: string | null) => phone ?? '—' },
  {
    title: 'Роли',
    dataIndex: 'roles',
    render: (_: unknown, user) => <CompanyUserRoles roles={user.roles} />,
  },
  { title: 'Статус', key: 'status', render: (_: unknown, user) => <CompanyUserStatusTag user={user} /> },
  ...(side.canManage
    ? [
        {
          title: 'Действия',
          key: 'actions',
          fixed: 'right' as const,
          render: (_: unknown, user: User) => (
            <CompanyUserRowActions user={user} side={side} currentUserId={currentUserId} />
          ),
        },
      ]
    : []),
];
