import { UserAddOutlined } from '@ant-design/icons';
import type { Session } from '@portal/contract/auth/auth.schemas';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DelayedInput } from '../../../shared/list/delayed-input';
import { FilterField } from '../../../shared/list/filter-panel';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { useSession } from '../../../shared/session/session-query';
import { fetchCompanyUsers, useCompanyUsers } from '../api/company-users';
import { companyUserColumns } from '../components/company-user-columns';
import { COMPANY_USER_EXPORT_COLUMNS } from '../components/company-user-export';
import { companyUserSideOf } from '../components/company-user-side';

const FILTER_KEYS = ['query'] as const;

function CompanyUsers({ session }: { session: Session }) {
  const navigate = useNavigate();
  const side = useMemo(() => companyUserSideOf(session), [session]);
  const list = useListParams(FILTER_KEYS);
  const search = list.filters.query.trim();
  const filterQuery = useMemo(() => (search ? { query: search } : {}), [search]);
  const query = useCompanyUsers(side.company, { page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(() => companyUserColumns(side, session.id), [side, session.id]);

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(user) => user.id}
      emptyText="Пользователи не найдены"
      actions={
        side.canManage && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => navigate(side.invitePath)}>
            Пригласить
          </Button>
        )
      }
      filters={
        <FilterField label="ФИО или e-mail" htmlFor="company-users-filter-query" width={320}>
          <DelayedInput
            id="company-users-filter-query"
            placeholder="Часть ФИО или e-mail"
            value={list.filters.query}
            onChange={(value) => list.setFilter('query', value)}
          />
        </FilterField>
      }
      exportOptions={{
        fileName: 'Пользователи',
        columns: COMPANY_USER_EXPORT_COLUMNS,
        fetchPage: (page, limit) => fetchCompanyUsers(side.company, { ...filterQuery, page, limit }),
      }}
    />
  );
}

/** 'customer-users' and 'contractor-users': the staff of the signed-in company; admins invite and manage. */
function CompanyUsersPage() {
  const session = useSession();
  return session ? <CompanyUsers session={session} /> : null;
}

export { CompanyUsersPage as Component };
