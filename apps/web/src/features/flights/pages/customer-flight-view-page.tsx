import { DISCLAIMER_STATUS } from '@portal/contract/freight/route-states';
import { ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { Badge } from 'antd';
import { useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { commentsTab } from '../../comments/components/comments-tab';
import { useCustomerFlight } from '../api/customer-flight';
import { CustomerDisclaimerTab } from '../components/disclaimer-tab';
import { FlightView } from '../components/flight-view';
import { HistoryTab } from '../components/history-tab';
import { useLiveFlights } from '../components/use-live-flights';

/** SPEC 2.2 customers/id{customerId}/flight/id{flightId}: the flight with points, events, disclaimers, history. */
function CustomerFlightViewPage() {
  const session = useSession();
  const params = useParams();
  const flightId = Number(params.flightId);
  // Another company's id in the path is not this customer's flight.
  const isOwnPath = session?.ownerType === 'customer' && Number(params.customerId) === session.ownerId;
  const query = useCustomerFlight(isOwnPath ? flightId : Number.NaN);
  const canAct = session ? isAdminOrManager(session.roles) : false;
  const listPath = routePath('flights-customer');
  useLiveFlights();

  return (
    <RecordQueryState
      query={query}
      notFoundTitle={ROUTE_MESSAGES.notFound}
      backTo={listPath}
      backText="К рейсам"
    >
      {(flight) => {
        const hasOpenDisclaimer = flight.disclaimer?.status === DISCLAIMER_STATUS.new;
        return (
          <FlightView
            flight={flight}
            listPath={listPath}
            editPath={canAct ? routePath('flight-customer-edit', { flightId }) : undefined}
            canRecord={canAct}
            moreTabs={[
              {
                key: 'disclaimers',
                label: hasOpenDisclaimer ? (
                  <Badge dot offset={[6, 0]}>
                    Отказы
                  </Badge>
                ) : (
                  'Отказы'
                ),
                children: (
                  <CustomerDisclaimerTab
                    flightId={flight.id}
                    routeCode={flight.routeCode}
                    disclaimer={flight.disclaimer}
                    canDecide={canAct}
                  />
                ),
              },
              { key: 'history', label: 'История', children: <HistoryTab flightId={flight.id} /> },
              commentsTab({ entity: 'route', entityId: flight.id }),
            ]}
            destroyOnHidden
          />
        );
      }}
    </RecordQueryState>
  );
}

export { CustomerFlightViewPage as Component };
