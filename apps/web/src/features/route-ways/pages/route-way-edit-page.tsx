import { ROUTE_WAY_MESSAGES, type RouteWay } from '@portal/contract/freight/route-ways.schemas';
import { isAdmin } from '@portal/contract/roles';
import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useRouteWay } from '../api/route-way';
import { useSaveRouteWayMutation } from '../api/save-route-way';
import { RouteWayFormFields } from '../components/route-way-form-fields';
import {
  formValuesToBody,
  knownDepartmentsOf,
  NEW_ROUTE_WAY_VALUES,
  type RouteWayFormValues,
  routeWayToFormValues,
} from '../components/route-way-form-values';

/** The add (`route-way-add`) and edit (`route-way-edit`) screens of a route way, for customer admins. */
function RouteWayEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const param = useParams().routeWayId;
  const isNew = param === undefined;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<RouteWayFormValues>();
  const canEdit = session ? isAdmin(session.roles) : false;
  const recordQuery = useRouteWay(canEdit ? id : Number.NaN);
  const mutation = useSaveRouteWayMutation();
  const listPath = routePath('route-ways');

  // Issue 13: route ways are created and edited by customer admins; the server refuses the others anyway.
  if (!canEdit) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: RouteWayFormValues) => {
    const saved = await mutation.mutateAsync({ id: isNew ? null : id, body: formValuesToBody(values) });
    toast.success(isNew ? ROUTE_WAY_MESSAGES.added(saved.code) : ROUTE_WAY_MESSAGES.updated(saved.code));
    navigate(routePath('route-way-view', { routeWayId: saved.id }));
  };

  const renderForm = (initialValues: RouteWayFormValues, way: RouteWay | null) => (
    <FormPage<RouteWayFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={handleSubmit}
      isSubmitting={mutation.isPending}
      backTo={way ? routePath('route-way-view', { routeWayId: way.id }) : listPath}
    >
      <RouteWayFormFields knownDepartments={knownDepartmentsOf(way)} />
    </FormPage>
  );

  if (isNew) return renderForm(NEW_ROUTE_WAY_VALUES, null);
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={ROUTE_WAY_MESSAGES.notFound}
      backTo={listPath}
      backText="К маршрутам"
    >
      {(way) => renderForm(routeWayToFormValues(way), way)}
    </RecordQueryState>
  );
}

export { RouteWayEditPage as Component };
