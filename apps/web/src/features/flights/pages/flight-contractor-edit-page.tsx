import { DISCLAIMER_STATUS, ROUTE_STATE, routeLifecycleOf } from '@portal/contract/freight/route-states';
import {
  type ContractorRoute,
  ROUTE_COMMENT_MAX,
  ROUTE_MESSAGES,
} from '@portal/contract/freight/routes.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { REQUIRED_MESSAGE } from '../../../shared/forms/form-messages';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { FlightFleetForm } from '../../fleet/components/flight-fleet-form';
import { useContractorFlight, useCreateDisclaimerMutation } from '../api/contractor-flight';
import { DisclaimerDetails } from '../components/disclaimer-tab';
import { FlightHeader } from '../components/flight-header';
import { FlightSummary } from '../components/flight-summary';
import { MovementPointsTab } from '../components/movement-points-tab';
import { useLiveFlights } from '../components/use-live-flights';

/** The server's rule (route-disclaimers.service): a ready flight not yet under way, with no open disclaimer. */
const canAskRelease = (flight: ContractorRoute) =>
  routeLifecycleOf(flight) === 'ready' &&
  flight.currentState === ROUTE_STATE.awaitingArrival &&
  flight.disclaimer?.status !== DISCLAIMER_STATUS.new;

function DisclaimerForm({ flight }: { flight: ContractorRoute }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ comment: string }>();
  const mutation = useCreateDisclaimerMutation(flight.id);

  const handleFinish = async ({ comment }: { comment: string }) => {
    try {
      await mutation.mutateAsync({ comment: comment.trim() });
    } catch (error) {
      showServerErrors(form, error);
      return;
    }
    toast.success(ROUTE_MESSAGES.disclaimerCreated);
    navigate(routePath('flights-contractor'));
  };

  return (
    <Form
      name="flight-disclaimer"
      form={form}
      layout="vertical"
      onFinish={(values) => void handleFinish(values)}
    >
      <Form.Item
        name="comment"
        label="Причина отказа"
        rules={[{ required: true, whitespace: true, message: REQUIRED_MESSAGE }]}
      >
        <Input.TextArea rows={3} maxLength={ROUTE_COMMENT_MAX} showCount />
      </Form.Item>
      <Flex justify="flex-end">
        <Button danger type="primary" htmlType="submit" loading={mutation.isPending}>
          Отказаться от рейса
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * SPEC 2.2 flights/contractor/flight/id{flightId} (C, AM): the carrier's vehicle, trailer, drivers and containers
 * (the fleet's form) and its disclaimer.
 */
function FlightContractorEditPage() {
  const session = useSession();
  const flightId = Number(useParams().flightId);
  const canAct = session ? isAdminOrManager(session.roles) : false;
  const query = useContractorFlight(canAct ? flightId : Number.NaN);
  const listPath = routePath('flights-contractor');
  useLiveFlights();

  if (!canAct) return <NoRightsResult backTo={listPath} />;

  return (
    <RecordQueryState
      query={query}
      notFoundTitle={ROUTE_MESSAGES.notFound}
      backTo={listPath}
      backText="К рейсам"
    >
      {(flight) => (
        <Flex vertical gap={16} style={{ maxWidth: 960 }}>
          <FlightHeader
            flight={flight}
            extra={
              <Link
                to={routePath('contractor-flight-view', { contractorId: session?.ownerId ?? 0, flightId })}
              >
                Открыть рейс
              </Link>
            }
          />
          <Card size="small" title="Сведения о рейсе">
            <FlightSummary flight={flight} />
          </Card>
          {!flight.isCancel && flight.currentState !== ROUTE_STATE.closed && (
            <Card size="small" title="Водители и ТС">
              <FlightFleetForm flight={flight} />
            </Card>
          )}
          <Card size="small" title="Маршрут">
            <MovementPointsTab flight={flight} canRecord={false} />
          </Card>
          <Card size="small" title="Отказ от рейса">
            <Flex vertical gap={16}>
              {flight.disclaimer && <DisclaimerDetails disclaimer={flight.disclaimer} />}
              {canAskRelease(flight) ? (
                <DisclaimerForm flight={flight} />
              ) : (
                flight.disclaimer?.status !== DISCLAIMER_STATUS.new && (
                  <Alert
                    type="info"
                    showIcon
                    title="Отказаться можно только от готового рейса до прибытия в первый пункт."
                  />
                )
              )}
            </Flex>
          </Card>
        </Flex>
      )}
    </RecordQueryState>
  );
}

export { FlightContractorEditPage as Component };
