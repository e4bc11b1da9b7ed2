import { isAdminOrManager } from '@portal/contract/roles';
import {
  TRANSPORTATION_NAME_MESSAGES,
  type TransportationNameBody,
} from '@portal/contract/transportation-names/transportation-names.schemas';
import { Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateTransportationNameMutation } from '../api/create-transportation-name';
import { useTransportationName } from '../api/transportation-name';
import { useTransportationNameColors } from '../api/transportation-name-colors';
import { useUpdateTransportationNameMutation } from '../api/update-transportation-name';
import {
  NEW_TRANSPORTATION_NAME_ID,
  newTransportationNameValues,
} from '../components/new-transportation-name';
import { TransportationNameFormFields } from '../components/transportation-name-form-fields';

/** Название and Цвет of a transportation name; the id `new` adds one. */
function TransportationNameEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const param = useParams().transportationNameId;
  const isNew = param === NEW_TRANSPORTATION_NAME_ID;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<TransportationNameBody>();
  const canEdit = session ? isAdminOrManager(session.roles) : false;
  const recordQuery = useTransportationName(canEdit ? id : Number.NaN);
  const colorsQuery = useTransportationNameColors(canEdit && isNew);
  const createMutation = useCreateTransportationNameMutation();
  const updateMutation = useUpdateTransportationNameMutation();
  const listPath = routePath('transportation-names');

  // SPEC 2.2: the edit screen is for admin or manager; the server refuses the others anyway.
  if (!canEdit) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: TransportationNameBody) => {
    if (isNew) {
      const created = await createMutation.mutateAsync(values);
      toast.success(TRANSPORTATION_NAME_MESSAGES.added(created.name));
    } else {
      const updated = await updateMutation.mutateAsync({ id, body: values });
      toast.success(TRANSPORTATION_NAME_MESSAGES.updated(updated.name));
    }
    navigate(listPath);
  };

  const renderForm = (initialValues: TransportationNameBody, isLoading = false) => (
    <FormPage<TransportationNameBody>
      form={form}
      initialValues={initialValues}
      isLoading={isLoading}
      onSubmit={handleSubmit}
      isSubmitting={createMutation.isPending || updateMutation.isPending}
      backTo={listPath}
    >
      <TransportationNameFormFields />
    </FormPage>
  );

  // Without the colours (the API client has said why) the form starts with the palette's first.
  if (isNew) return renderForm(newTransportationNameValues(colorsQuery.data ?? []), colorsQuery.isPending);
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={TRANSPORTATION_NAME_MESSAGES.notFound}
      backTo={listPath}
      backText="К наименованиям перевозок"
    >
      {(record) => renderForm({ name: record.name, color: record.color })}
    </RecordQueryState>
  );
}

export { TransportationNameEditPage as Component };
