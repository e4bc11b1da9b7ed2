import { PlusOutlined } from '@ant-design/icons';
import { isAdmin } from '@portal/contract/roles';
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
import {
  type ContactRequisitesQuery,
  fetchContactRequisites,
  useContactRequisites,
} from '../api/contact-requisites';
import { contactRequisiteColumns } from '../components/contact-requisite-columns';
import { CONTACT_REQUISITE_EXPORT_COLUMNS } from '../components/contact-requisite-export';

const FILTER_KEYS = ['query', 'contractorId'] as const;

const positiveId = (text: string): number | undefined => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

function ContactRequisitesPage() {
  const navigate = useNavigate();
  const session = useSession();
  const customerId = session?.ownerId ?? 0;
  const canManage = session ? isAdmin(session.roles) : false;
  const list = useListParams(FILTER_KEYS);
  const { query: text, contractorId } = list.filters;

  const filterQuery = useMemo((): Omit<ContactRequisitesQuery, 'page' | 'limit'> => {
    const carrier = positiveId(contractorId);
    return {
      ...(text.trim() ? { query: text.trim() } : {}),
      ...(carrier ? { contractorId: carrier } : {}),
    };
  }, [text, contractorId]);
  const query = useContactRequisites(customerId, { page: list.page, limit: list.limit, ...filterQuery });
  const columns = useMemo(() => contactRequisiteColumns(canManage), [canManage]);

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(card) => card.id}
      emptyText="Контактные реквизиты не найдены"
      actions={
        canManage && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(routePath('contact-requisites-add'))}
          >
            Добавить
          </Button>
        )
      }
      filters={
        <>
          <FilterField label="Поиск" htmlFor="contact-requisites-filter-query" width={280}>
            <DelayedInput
              id="contact-requisites-filter-query"
              placeholder="Контактное лицо, организация, перевозчик"
              value={text}
              onChange={(value) => list.setFilter('query', value)}
            />
          </FilterField>
          <FilterField label="Перевозчик" htmlFor="contact-requisites-filter-contractor" width={320}>
            <ContractorSelect
              id="contact-requisites-filter-contractor"
              placeholder="Все"
              value={positiveId(contractorId)}
              onChange={(value) => list.setFilter('contractorId', value ? String(value) : '')}
            />
          </FilterField>
        </>
      }
      exportOptions={{
        fileName: 'Контактные реквизиты',
        columns: CONTACT_REQUISITE_EXPORT_COLUMNS,
        fetchPage: (page, limit) => fetchContactRequisites(customerId, { ...filterQuery, page, limit }),
      }}
    />
  );
}

export { ContactRequisitesPage as Component };
