import { formatDateTime } from '@portal/contract/format/dates';
import type { User } from '@portal/contract/users/users.schemas';
import { Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { RecordDescriptions } from '../../../shared/components/record-descriptions';
import { CompanyUserRoles } from './company-user-roles';
import { CompanyUserStatusTag } from './company-user-status-tag';

type CompanyUserCardProps = {
  user: User;
  /** The company line, when the user is not of the reader's own company. */
  company?: ReactNode;
  /** Назад and whatever the reader may do. */
  actions: ReactNode;
};

/** A user's view card: name, login, phone, roles, status and when the account was created. */
export function CompanyUserCard({ user, company, actions }: CompanyUserCardProps) {
  return (
    <Card title={user.fullname} style={{ maxWidth: 760 }}>
      <Flex vertical gap={16}>
        <RecordDescriptions
          labelWidth={180}
          items={[
            ...(company ? [{ key: 'company', label: 'Компания', children: company }] : []),
            { key: 'username', label: 'E-mail (логин)', children: user.username },
            { key: 'phone', label: 'Телефон', children: user.phone ?? '—' },
            { key: 'roles', label: 'Роли', children: <CompanyUserRoles roles={user.roles} /> },
            { key: 'status', label: 'Статус', children: <CompanyUserStatusTag user={user} /> },
            { key: 'createdAt', label: 'Дата создания', children: formatDateTime(user.createdAt) },
          ]}
        />
        <Flex gap={8} justify="flex-end" wrap>
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
