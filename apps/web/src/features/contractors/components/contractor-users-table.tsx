import type { ContractorCardUser } from '@portal/contract/contractors/contractor-card.schemas';
import { ROLE_LABELS } from '@portal/contract/roles';
import { Table, type TableColumnsType, Tag } from 'antd';
import { FocusableScroll } from '../../../shared/list/focusable-scroll';

const COLUMNS: TableColumnsType<ContractorCardUser> = [
  { title: 'ФИО', dataIndex: 'fullname' },
  { title: 'Логин', dataIndex: 'username' },
  {
    title: 'Роли',
    dataIndex: 'roles',
    render: (roles: ContractorCardUser['roles']) => roles.map((role) => ROLE_LABELS[role]).join(', '),
  },
  {
    title: 'Состояние',
    dataIndex: 'blocked',
    render: (blocked: boolean) =>
      blocked ? <Tag color="red">Заблокирован</Tag> : <Tag color="green">Активен</Tag>,
  },
];

export function ContractorUsersTable({ users }: { users: ContractorCardUser[] }) {
  return (
    <FocusableScroll label="Пользователи перевозчика">
      <Table<ContractorCardUser>
        columns={COLUMNS}
        dataSource={users}
        rowKey={(user) => user.id}
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Пользователей нет' }}
      />
    </FocusableScroll>
  );
}
