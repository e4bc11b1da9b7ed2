import { canRouteAction, ROUTE_ACTIONS } from '@portal/contract/freight/route-states';
import {
  type CustomerRoute,
  ROUTE_CONFIRMATIONS,
  ROUTE_MESSAGES,
} from '@portal/contract/freight/routes.schemas';
import { Button, Flex } from 'antd';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { type FlightLifecycleAction, useFlightActionMutation } from '../api/flight-changes';

const ACTIONS: {
  action: FlightLifecycleAction;
  question: string;
  done: (code: string) => string;
  isDanger?: boolean;
  isPrimary?: boolean;
}[] = [
  {
    action: 'set_ready',
    question: ROUTE_CONFIRMATIONS.setReady,
    done: ROUTE_MESSAGES.ready,
    isPrimary: true,
  },
  { action: 'set_draft', question: ROUTE_CONFIRMATIONS.setDraft, done: ROUTE_MESSAGES.drafted },
  { action: 'uncancel', question: ROUTE_CONFIRMATIONS.uncancel, done: ROUTE_MESSAGES.uncancelled },
  { action: 'cancel', question: ROUTE_CONFIRMATIONS.cancel, done: ROUTE_MESSAGES.cancelled, isDanger: true },
];

/** The customer's lifecycle buttons the contract allows from the flight's state (DESIGN 11; 409 otherwise). */
export function FlightLifecycleActions({ flight }: { flight: CustomerRoute }) {
  const confirmedAction = useConfirmedAction();
  const mutation = useFlightActionMutation(flight.id);
  const allowed = ACTIONS.filter(({ action }) => canRouteAction(action, flight));
  if (allowed.length === 0) return null;
  return (
    <Flex gap={8} wrap>
      {allowed.map(({ action, question, done, isDanger, isPrimary }) => (
        <Button
          key={action}
          danger={isDanger ?? false}
          type={isPrimary ? 'primary' : 'default'}
          loading={mutation.isPending && mutation.variables === action}
          disabled={mutation.isPending}
          onClick={() =>
            void confirmedAction(
              { title: question, content: `Рейс ${flight.routeCode}`, ...(isDanger ? { isDanger } : {}) },
              () => mutation.mutateAsync(action),
              done(flight.routeCode),
            )
          }
        >
          {ROUTE_ACTIONS[action].label}
        </Button>
      ))}
    </Flex>
  );
}
