import { ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { Empty } from 'antd';
import { useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { commentsTab } from '../../comments/components/comments-tab';
import { useContractorFlight } from '../api/contractor-flight';
import { DisclaimerDetails } from '../components/disclaimer-tab';
import { FlightView } from '../components/flight-view';
import { useLiveFlights } from '../components/use-live-flights';

/** SPEC 2.2 contractors/id{contractorId}/flight/id{flightId}: a flight assigned to the carrier, read only. */
function ContractorFlightViewPage() {
  const session = useSession();
  const params = useParams();
  const flightId = Number(params.flightId);
  const isOwnPath = session?.ownerType === 'contractor' && Number(params.contractorId) === session.ownerId;
  const query = useContractorFlight(isOwnPath ? flightId : Number.NaN);
  const canAct = session ? isAdminOrManager(session.roles) : false;
  const listPath = routePath('flights-contractor');
  useLiveFlights();

  return (
    <RecordQueryState
      query={query}
      notFoundTitle={ROUTE_MESSAGES.notFound}
      backTo={listPath}
      backText="К рейсам"
    >
      {(flight) => (
        <FlightView
          flight={flight}
          listPath={listPath}
          editPath={canAct ? routePath('flight-contractor-edit', { flightId }) : undefined}
          canRecord={false}
          moreTabs={[
            {
              key: 'disclaimers',
              label: 'Отказ',
              children: flight.disclaimer ? (
                <DisclaimerDetails disclaimer={flight.disclaimer} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Отказов от рейса нет" />
              ),
            },
            commentsTab({ entity: 'route', entityId: flight.id }),
          ]}
        />
      )}
    </RecordQueryState>
  );
}

export { ContractorFlightViewPage as Component };
