import { EllipsisOutlined } from '@ant-design/icons';
import type { ContractorRoute, CustomerRoute } from '@portal/contract/freight/routes.schemas';
import { Card, Flex, Tabs, type TabsProps } from 'antd';
import { Link } from 'react-router';
import { EventsTab } from './events-tab';
import { FlightHeader } from './flight-header';
import { FlightSummary } from './flight-summary';
import { MovementPointsTab } from './movement-points-tab';

type FlightViewProps = {
  flight: CustomerRoute | ContractorRoute;
  listPath: string;
  /** The edit screen, when the user may change the flight. */
  editPath?: string;
  /** Whether the user records arrivals and adds events: the customer's managers, never the carrier. */
  canRecord: boolean;
  /** Each side's tabs after the points and the events: the disclaimer, and the history for the customer. */
  moreTabs: NonNullable<TabsProps['items']>;
  destroyOnHidden?: boolean;
};

/** A flight's screen on either side: the header with its links, the summary, and the tabs from points and events on. */
export function FlightView({
  flight,
  listPath,
  editPath,
  canRecord,
  moreTabs,
  destroyOnHidden,
}: FlightViewProps) {
  return (
    <Flex vertical gap={16}>
      <FlightHeader
        flight={flight}
        extra={
          <Flex gap={16} wrap>
            <Link to={listPath}>К рейсам</Link>
            {editPath && <Link to={editPath}>Изменить</Link>}
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
              children: <MovementPointsTab flight={flight} canRecord={canRecord} />,
            },
            {
              key: 'events',
              label: `События (${flight.events.length})`,
              children: <EventsTab flightId={flight.id} events={flight.events} canAdd={canRecord} />,
            },
            ...moreTabs,
          ]}
          destroyOnHidden={destroyOnHidden}
        />
      </Card>
    </Flex>
  );
}
