import {
  VEHICLE_FILE_SLOT_NAMES,
  VEHICLE_MESSAGES,
  type Vehicle,
  type VehicleBody,
  vehicleEditRefusal,
} from '@portal/contract/fleet/vehicles.schemas';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { Alert, Flex, Form } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateVehicleMutation, useUpdateVehicleMutation, useVehicle } from '../api/vehicles';
import { fileSlotsToBody, fileSlotsToValues } from '../components/fleet-files';
import { FleetStatusTag } from '../components/fleet-status-tag';
import { VehicleFormFields, type VehicleFormValues } from '../components/vehicle-form-fields';

const NEW_VEHICLE: Partial<VehicleFormValues> = { kind: 'truck', ownership: 'own', loadingTypes: [] };

const toValues = (vehicle: Vehicle): VehicleFormValues => ({
  kind: vehicle.kind,
  model: vehicle.model.id,
  plateNumber: vehicle.plateNumber,
  vin: vehicle.vin,
  year: vehicle.year,
  bodyType: vehicle.bodyType.id,
  loadingTypes: vehicle.loadingTypes.map((type) => type.id),
  ownership: vehicle.ownership,
  leaseDocument: vehicle.leaseDocument ?? '',
  ...fileSlotsToValues(VEHICLE_FILE_SLOT_NAMES, vehicle),
});

const toBody = (values: VehicleFormValues): VehicleBody => ({
  ...values,
  loadingTypes: values.loadingTypes ?? [],
  leaseDocument: values.ownership === 'leased' ? (values.leaseDocument ?? null) : null,
  ...fileSlotsToBody(VEHICLE_FILE_SLOT_NAMES, {
    ...values,
    leaseScan: values.ownership === 'leased' ? values.leaseScan : null,
  }),
});

/** Status, the customer's reason and why the vehicle cannot be changed now, above its form. */
function VehicleStatusBar({ vehicle, refusal }: { vehicle: Vehicle; refusal: string | null }) {
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16, maxWidth: 760 }}>
      <Flex gap={8} align="center">
        <span>Статус:</span>
        <FleetStatusTag status={vehicle.status} />
      </Flex>
      {vehicle.reason && <Alert type="warning" showIcon title={`Причина: ${vehicle.reason}`} />}
      {refusal && <Alert type="info" showIcon title={refusal} />}
    </Flex>
  );
}

/**
 * SPEC 2.2 transport-vehicles/add (admin or manager) and vehicle/{id} (the carrier's admin). The route's guard is
 * Adm only, so a customer's admin gets here too: it is sent to its own read-only view of the vehicle.
 */
function VehicleEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const param = useParams().transportVehiclesId;
  const isNew = param === undefined;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<VehicleFormValues>();
  const roles = session?.roles ?? [];
  const isCustomer = session?.ownerType === 'customer';
  const canSave = !isCustomer && (isNew ? isAdminOrManager(roles) : isAdmin(roles));
  const recordQuery = useVehicle(canSave ? id : Number.NaN);
  const createMutation = useCreateVehicleMutation();
  const updateMutation = useUpdateVehicleMutation();
  const listPath = routePath('transport-vehicles');

  if (isCustomer && !isNew)
    return <Navigate replace to={routePath('customer-vehicle-view', { transportVehiclesId: id })} />;
  if (!canSave) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: VehicleFormValues) => {
    if (isNew) await createMutation.mutateAsync(toBody(values));
    else await updateMutation.mutateAsync({ id, body: toBody(values) });
    toast.success(isNew ? VEHICLE_MESSAGES.created : VEHICLE_MESSAGES.saved);
    navigate(listPath);
  };

  const renderForm = (initialValues: Partial<VehicleFormValues>, isDisabled: boolean) => (
    <FormPage<VehicleFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={isDisabled ? async () => undefined : handleSubmit}
      isSubmitting={createMutation.isPending || updateMutation.isPending}
      backTo={listPath}
    >
      <fieldset disabled={isDisabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <VehicleFormFields />
      </fieldset>
    </FormPage>
  );

  if (isNew) return renderForm(NEW_VEHICLE, false);
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={VEHICLE_MESSAGES.notFound}
      backTo={listPath}
      backText="К транспортным средствам"
    >
      {(vehicle) => {
        const refusal = vehicleEditRefusal(vehicle.status);
        return (
          <>
            <VehicleStatusBar vehicle={vehicle} refusal={refusal} />
            {renderForm(toValues(vehicle), refusal !== null)}
          </>
        );
      }}
    </RecordQueryState>
  );
}

export { VehicleEditPage as Component };
