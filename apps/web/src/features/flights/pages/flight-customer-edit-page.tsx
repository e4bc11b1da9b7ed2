import { routeLifecycleOf } from '@portal/contract/freight/route-states';
import { type CustomerRoute, ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { isAdminOrManager } from '@portal/contract/roles';
import { Alert, Card, Flex, Form, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCustomerFlight } from '../api/customer-flight';
import { useUpdateFlightMutation } from '../api/flight-changes';
import { FlightFormFields } from '../components/flight-form-fields';
import { type FlightFormValues, flightBodyOf, flightFormValuesOf } from '../components/flight-form-values';
import { FlightLifecycleActions } from '../components/flight-lifecycle-actions';
import { FlightStatusTags } from '../components/flight-status';
import { FlightSummary } from '../components/flight-summary';
import { useFirstDepartment } from '../components/use-first-department';
import { useLiveFlights } from '../components/use-live-flights';
import { usePastArrivalCheck } from '../components/use-past-arrival-check';

function DraftForm({ flight }: { flight: CustomerRoute }) {
  const toast = useToast();
  const [form] = Form.useForm<FlightFormValues>();
  const firstDepartment = useFirstDepartment(form, flight.firstDepartment);
  const updateMutation = useUpdateFlightMutation(flight.id);
  const isArrivalAccepted = usePastArrivalCheck();

  const handleSubmit = async (values: FlightFormValues) => {
    const body = flightBodyOf(values, firstDepartment?.timezone ?? flight.firstDepartment.timezone);
    if (!(await isArrivalAccepted(body))) return;
    const saved = await updateMutation.mutateAsync(body);
    toast.success(ROUTE_MESSAGES.saved(saved.routeCode));
  };

  return (
    <FormPage<FlightFormValues>
      form={form}
      initialValues={flightFormValuesOf(flight)}
      onSubmit={handleSubmit}
      isSubmitting={updateMutation.isPending}
      backTo={routePath('flights-customer')}
      maxWidth={860}
    >
      <FlightFormFields firstDepartment={firstDepartment} />
    </FormPage>
  );
}

/** SPEC 2.2 flight/id{flightId} (K, AM): a draft is edited in full; any flight is made ready, drafted or cancelled. */
function FlightCustomerEditPage() {
  const session = useSession();
  const flightId = Number(useParams().flightId);
  const canEdit = session ? isAdminOrManager(session.roles) : false;
  const query = useCustomerFlight(canEdit ? flightId : Number.NaN);
  const listPath = routePath('flights-customer');
  useLiveFlights();

  if (!canEdit) return <NoRightsResult backTo={listPath} />;

  return (
    <RecordQueryState
      query={query}
      notFoundTitle={ROUTE_MESSAGES.notFound}
      backTo={listPath}
      backText="К рейсам"
    >
      {(flight) => (
        <Flex vertical gap={16} style={{ maxWidth: 860 }}>
          <Card size="small">
            <Flex justify="space-between" align="center" gap={12} wrap>
              <Flex align="center" gap={12} wrap>
                <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                  Рейс {flight.routeCode}
                </Typography.Title>
                <FlightStatusTags flight={flight} />
                <Link to={routePath('customer-flight-view', { customerId: session?.ownerId ?? 0, flightId })}>
                  Открыть рейс
                </Link>
              </Flex>
              <FlightLifecycleActions flight={flight} />
            </Flex>
          </Card>
          {routeLifecycleOf(flight) === 'draft' ? (
            <DraftForm key={flight.updatedAt} flight={flight} />
          ) : (
            <Card>
              <Flex vertical gap={16}>
                <Alert
                  type="info"
                  showIcon
                  title={
                    flight.isCancel
                      ? 'Рейс отменён: восстановите его, чтобы изменить.'
                      : 'Изменять можно только черновик: верните рейс в черновики.'
                  }
                />
                <FlightSummary flight={flight} />
              </Flex>
            </Card>
          )}
        </Flex>
      )}
    </RecordQueryState>
  );
}

export { FlightCustomerEditPage as Component };
