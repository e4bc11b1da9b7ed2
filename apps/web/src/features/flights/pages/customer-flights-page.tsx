import { PlusOutlined } from '@ant-design/icons';
import { isAdminOrManager } from '@portal/contract/roles';
import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { fetchCustomerFlights, useCustomerFlights } from '../api/customer-flights';
import { customerFlightColumns } from '../components/flight-columns';
import { CUSTOMER_FLIGHT_EXPORT_COLUMNS } from '../components/flight-export';
import { FlightFilterFields } from '../components/flight-filter-fields';
import { flightFilterKeys, flightListQuery } from '../components/flight-filters';
import { useLiveFlights } from '../components/use-live-flights';

const FILTER_KEYS = flightFilterKeys('customer');

/** SPEC 2.2 flights/customer (K): every flight of the customer, filtered as the original list; adding for AM. */
function CustomerFlightsPage() {
  const navigate = useNavigate();
  const session = useSession();
  const canEdit = session ? isAdminOrManager(session.roles) : false;
  const list = useListParams(FILTER_KEYS);
  const filterQuery = useMemo(() => flightListQuery(list.filters, 'customer'), [list.filters]);
  const query = useCustomerFlights({ page: String(list.page), limit: String(list.limit), ...filterQuery });
  const columns = useMemo(
    () => customerFlightColumns({ customerId: session?.ownerId ?? 0, canEdit }),
    [session?.ownerId, canEdit],
  );
  useLiveFlights();

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Рейсы не найдены"
      actions={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(routePath('flight-add'))}>
            Добавить
          </Button>
        )
      }
      filters={<FlightFilterFields list={list} side="customer" />}
      exportOptions={{
        fileName: 'Рейсы',
        columns: CUSTOMER_FLIGHT_EXPORT_COLUMNS,
        fetchPage: (page, limit) =>
          fetchCustomerFlights(session?.ownerId ?? 0, {
            ...filterQuery,
            page: String(page),
            limit: String(limit),
          }),
      }}
    />
  );
}

export { CustomerFlightsPage as Component };
