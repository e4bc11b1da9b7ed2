import { EllipsisOutlined } from '@ant-design/icons';
import { DISCLAIMER_STATUS } from '@portal/contract/freight/route-states';
import { ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { Badge, Card, Flex, Tabs } from 'antd';
import { Link, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useCustomerFlight } from '../api/customer-flight';
import { CustomerDisclaimerTab } from '../components/disclaimer-tab';
import { EventsTab } from '../components/events-tab';
import { FlightHeader } from '../components/flight-header';
import { FlightSummary } from '../components/flight-summary';
import { HistoryTab } from '../components/history-tab';
import { MovementPointsTab } from '../components/movement-points-tab';
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
          <Flex vertical gap={16}>
            <FlightHeader
              flight={flight}
              extra={
                <Flex gap={16} wrap>
                  <Link to={listPath}>К рейсам</Link>
                  {canAct && <Link to={routePath('flight-customer-edit', { flightId })}>Изменить</Link>}
                </Flex>
              }
            />
            <Card size="small" title="Сведения о рейсе">
              <FlightSummary flight={flight} />
            </Card>
            <Card size="small">
              <Tabs
                more={{ icon: <EllipsisOutlined aria-label="Другие вкладки" /> }}
                items={[
                  {
                    key: 'points',
                    label: 'Пункты',
                    children: <MovementPointsTab flight={flight} canRecord={canAct} />,
                  },
                  {
                    key: 'events',
                    label: `События (${flight.events.length})`,
                    children: <EventsTab flightId={flight.id} events={flight.events} canAdd={canAct} />,
                  },
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
                ]}
                destroyOnHidden
              />
            </Card>
          </Flex>
        );
      }}
    </RecordQueryState>
  );
}

export { CustomerFlightViewPage as Component };
