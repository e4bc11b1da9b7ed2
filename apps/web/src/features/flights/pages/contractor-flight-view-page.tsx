import { EllipsisOutlined } from '@ant-design/icons';
import { ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { Card, Empty, Flex, Tabs } from 'antd';
import { Link, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useContractorFlight } from '../api/contractor-flight';
import { DisclaimerDetails } from '../components/disclaimer-tab';
import { EventsTab } from '../components/events-tab';
import { FlightHeader } from '../components/flight-header';
import { FlightSummary } from '../components/flight-summary';
import { MovementPointsTab } from '../components/movement-points-tab';
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
        <Flex vertical gap={16}>
          <FlightHeader
            flight={flight}
            extra={
              <Flex gap={16} wrap>
                <Link to={listPath}>К рейсам</Link>
                {canAct && <Link to={routePath('flight-contractor-edit', { flightId })}>Изменить</Link>}
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
                  children: <MovementPointsTab flight={flight} canRecord={false} />,
                },
                {
                  key: 'events',
                  label: `События (${flight.events.length})`,
                  children: <EventsTab flightId={flight.id} events={flight.events} canAdd={false} />,
                },
                {
                  key: 'disclaimers',
                  label: 'Отказ',
                  children: flight.disclaimer ? (
                    <DisclaimerDetails disclaimer={flight.disclaimer} />
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Отказов от рейса нет" />
                  ),
                },
              ]}
            />
          </Card>
        </Flex>
      )}
    </RecordQueryState>
  );
}

export { ContractorFlightViewPage as Component };
