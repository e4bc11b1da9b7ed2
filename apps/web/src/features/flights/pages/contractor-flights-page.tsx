import { useMemo } from 'react';
import { ListPage } from '../../../shared/list/list-page';
import { useListParams } from '../../../shared/list/use-list-params';
import { useSession } from '../../../shared/session/session-query';
import { fetchContractorFlights, useContractorFlights } from '../api/contractor-flights';
import { contractorFlightColumns } from '../components/flight-columns';
import { CONTRACTOR_FLIGHT_EXPORT_COLUMNS } from '../components/flight-export';
import { FlightFilterFields } from '../components/flight-filter-fields';
import { flightFilterKeys, flightListQuery } from '../components/flight-filters';
import { useLiveFlights } from '../components/use-live-flights';

const FILTER_KEYS = flightFilterKeys('contractor');

/** SPEC 2.2 flights/contractor (C): only the flights assigned to the carrier; live, so a released one leaves. */
function ContractorFlightsPage() {
  const session = useSession();
  const list = useListParams(FILTER_KEYS);
  const filterQuery = useMemo(() => flightListQuery(list.filters, 'contractor'), [list.filters]);
  const query = useContractorFlights({ page: String(list.page), limit: String(list.limit), ...filterQuery });
  const columns = useMemo(
    () => contractorFlightColumns({ contractorId: session?.ownerId ?? 0 }),
    [session?.ownerId],
  );
  useLiveFlights();

  return (
    <ListPage
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="Рейсы не найдены"
      filters={<FlightFilterFields list={list} side="contractor" />}
      exportOptions={{
        fileName: 'Рейсы',
        columns: CONTRACTOR_FLIGHT_EXPORT_COLUMNS,
        fetchPage: (page, limit) =>
          fetchContractorFlights(session?.ownerId ?? 0, {
            ...filterQuery,
            page: String(page),
            limit: String(limit),
          }),
      }}
    />
  );
}

export { ContractorFlightsPage as Component };
