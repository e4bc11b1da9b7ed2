import { ROUTE_MESSAGES } from '@portal/contract/freight/routes.schemas';
import { WORKING_TIME_ZONE } from '@portal/contract/freight/zoned-time';
import { isAdminOrManager } from '@portal/contract/roles';
import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateFlightMutation } from '../api/flight-changes';
import { FlightFormFields } from '../components/flight-form-fields';
import { EMPTY_FLIGHT_FORM, type FlightFormValues, flightBodyOf } from '../components/flight-form-values';
import { useFirstDepartment } from '../components/use-first-department';
import { usePastArrivalCheck } from '../components/use-past-arrival-check';

/** SPEC 2.2 flights/customer/add (K, AM): a new flight is a draft; it opens for editing once saved. */
function FlightAddPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<FlightFormValues>();
  const firstDepartment = useFirstDepartment(form);
  const createMutation = useCreateFlightMutation();
  const isArrivalAccepted = usePastArrivalCheck();
  const listPath = routePath('flights-customer');

  if (!session || !isAdminOrManager(session.roles)) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: FlightFormValues) => {
    const body = flightBodyOf(values, firstDepartment?.timezone ?? WORKING_TIME_ZONE);
    if (!(await isArrivalAccepted(body))) return;
    const created = await createMutation.mutateAsync(body);
    toast.success(ROUTE_MESSAGES.created(created.routeCode));
    navigate(routePath('flight-customer-edit', { flightId: created.id }));
  };

  return (
    <FormPage<FlightFormValues>
      form={form}
      initialValues={EMPTY_FLIGHT_FORM}
      onSubmit={handleSubmit}
      isSubmitting={createMutation.isPending}
      backTo={listPath}
      maxWidth={860}
    >
      <FlightFormFields firstDepartment={firstDepartment} />
    </FormPage>
  );
}

export { FlightAddPage as Component };
