import {
  ROUTE_LIFECYCLE_LABELS,
  ROUTE_STATE,
  type RouteState,
  routeLifecycleOf,
  routeStatusLabel,
} from '@portal/contract/freight/route-states';
import { Flex, Tag, Tooltip } from 'antd';

type StatusSubject = { isDraft: boolean; isCancel: boolean; currentState: number };

const stateColor = (state: number): string =>
  state === ROUTE_STATE.closed ? 'green' : state === ROUTE_STATE.awaitingArrival ? 'blue' : 'geekblue';

/** The flight's one status as lists show it (contract labels): cancelled, draft, else the movement state. */
export function FlightStatusTag({ flight }: { flight: StatusSubject }) {
  const lifecycle = routeLifecycleOf(flight);
  const color =
    lifecycle === 'cancelled' ? 'red' : lifecycle === 'draft' ? 'default' : stateColor(flight.currentState);
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {routeStatusLabel(flight)}
    </Tag>
  );
}

/** The view's heading tags: the lifecycle flag and, for a ready flight, its movement state. */
export function FlightStatusTags({ flight }: { flight: StatusSubject & { hasOpenDisclaimer?: boolean } }) {
  const lifecycle = routeLifecycleOf(flight);
  return (
    <Flex gap={4} wrap>
      <Tag color={lifecycle === 'cancelled' ? 'red' : lifecycle === 'draft' ? 'default' : 'cyan'}>
        {ROUTE_LIFECYCLE_LABELS[lifecycle]}
      </Tag>
      {lifecycle === 'ready' && (
        <FlightStatusTag flight={{ ...flight, currentState: flight.currentState as RouteState }} />
      )}
    </Flex>
  );
}

/** Marks a flight whose carrier asked to be released and waits for the customer's decision. */
export function OpenDisclaimerTag() {
  return (
    <Tooltip title="Перевозчик подал отказ от рейса">
      <Tag color="orange" style={{ marginInlineEnd: 0 }}>
        Отказ
      </Tag>
    </Tooltip>
  );
}
