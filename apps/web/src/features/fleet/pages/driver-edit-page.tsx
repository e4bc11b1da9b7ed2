import {
  DRIVER_CONFIRMATIONS,
  DRIVER_FILE_SLOT_NAMES,
  DRIVER_MESSAGES,
  type Driver,
  type DriverBody,
  driverEditRefusal,
} from '@portal/contract/fleet/drivers.schemas';
import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { isAdminOrManager } from '@portal/contract/roles';
import { Alert, Button, Flex, Form } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { routePath } from '../../../shared/navigation/route-path';
import { useSession } from '../../../shared/session/session-query';
import { useConfirmedAction } from '../../../shared/toast/use-confirmed-action';
import { useToast } from '../../../shared/toast/use-toast';
import {
  useCarrierDriverActionMutation,
  useCreateDriverMutation,
  useUpdateDriverMutation,
} from '../api/driver-mutations';
import { useDriver } from '../api/drivers';
import { DriverFormFields, type DriverFormValues } from '../components/driver-form-fields';
import { fromApiDate, toApiDate } from '../components/fleet-dates';
import { fileSlotsToBody, fileSlotsToValues } from '../components/fleet-files';
import { FleetStatusTag } from '../components/fleet-status-tag';

const NEW_DRIVER: Partial<DriverFormValues> = {
  passportType: 1,
  licenceCategories: [],
  routeKinds: ['auto'],
};

const toBody = (values: DriverFormValues): DriverBody => ({
  ...values,
  passportSeries: values.passportSeries ?? '',
  birthDate: toApiDate(values.birthDate),
  passportIssueDate: toApiDate(values.passportIssueDate),
  licenceDate: toApiDate(values.licenceDate),
  licenceCategories: values.licenceCategories as DriverBody['licenceCategories'],
  routeKinds: values.routeKinds as DriverBody['routeKinds'],
  ...fileSlotsToBody(DRIVER_FILE_SLOT_NAMES, values),
});

const toValues = (driver: Driver): DriverFormValues => ({
  fullname: driver.fullname,
  birthDate: fromApiDate(driver.birthDate),
  passportType: driver.passportType.id,
  passportSeries: driver.passportSeries,
  passportNumber: driver.passportNumber,
  passportIssuedBy: driver.passportIssuedBy,
  passportIssueDate: fromApiDate(driver.passportIssueDate),
  phone: driver.phone,
  licenceNumber: driver.licenceNumber,
  licenceDate: fromApiDate(driver.licenceDate),
  licenceCategories: driver.licenceCategories,
  routeKinds: driver.routeKinds,
  ...fileSlotsToValues(DRIVER_FILE_SLOT_NAMES, driver),
});

/** Status, the customer's reason and the carrier's actions above a driver's form. */
function DriverStatusBar({ driver, canAct }: { driver: Driver; canAct: boolean }) {
  const action = useCarrierDriverActionMutation();
  const confirmedAction = useConfirmedAction();
  const refusal = driverEditRefusal(driver.status);
  const run = (name: 'tocheck' | 'uncancel') =>
    void confirmedAction(
      { title: DRIVER_CONFIRMATIONS[name], content: driver.fullname },
      () => action.mutateAsync({ id: driver.id, action: name }),
      DRIVER_MESSAGES[name],
    );
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16, maxWidth: 760 }}>
      <Flex gap={8} align="center" wrap>
        <span>Статус:</span>
        <FleetStatusTag status={driver.status} />
        {canAct && driver.status === FLEET_STATUS.new && (
          <Button type="primary" loading={action.isPending} onClick={() => run('tocheck')}>
            Отправить на проверку
          </Button>
        )}
        {canAct && driver.status === FLEET_STATUS.cancelled && (
          <Button loading={action.isPending} onClick={() => run('uncancel')}>
            Восстановить
          </Button>
        )}
      </Flex>
      {driver.reason && <Alert type="warning" showIcon message={`Причина: ${driver.reason}`} />}
      {refusal && <Alert type="info" showIcon message={refusal} />}
      {driver.hasDraft && (
        <Alert type="info" showIcon message="Изменения водителя ждут решения службы безопасности заказчика" />
      )}
      {driver.status === FLEET_STATUS.verified && !driver.hasDraft && (
        <Alert type="info" showIcon message="Водитель проверен: изменения уйдут заказчику на проверку" />
      )}
    </Flex>
  );
}

/** SPEC 2.2 drivers/add and driver/{id}: the driver's card; `add` creates a new one. */
function DriverEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const param = useParams().driverId;
  const isNew = param === undefined;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<DriverFormValues>();
  const canEdit = isAdminOrManager(session?.roles ?? []);
  const recordQuery = useDriver(id);
  const createMutation = useCreateDriverMutation();
  const updateMutation = useUpdateDriverMutation();
  const listPath = routePath('drivers');

  const handleSubmit = async (values: DriverFormValues) => {
    if (isNew) {
      const created = await createMutation.mutateAsync(toBody(values));
      toast.success(DRIVER_MESSAGES.created);
      navigate(routePath('driver-edit', { driverId: created.id }), { replace: true });
      return;
    }
    const updated = await updateMutation.mutateAsync({ id, body: toBody(values) });
    toast.success(updated.hasDraft ? DRIVER_MESSAGES.draftCreated : DRIVER_MESSAGES.saved);
  };

  const renderForm = (initialValues: Partial<DriverFormValues>, isDisabled: boolean) => (
    <FormPage<DriverFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={isDisabled ? async () => undefined : handleSubmit}
      isSubmitting={createMutation.isPending || updateMutation.isPending}
      backTo={listPath}
    >
      <fieldset disabled={isDisabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <DriverFormFields />
      </fieldset>
    </FormPage>
  );

  if (isNew) return renderForm(NEW_DRIVER, !canEdit);
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={DRIVER_MESSAGES.notFound}
      backTo={listPath}
      backText="К водителям"
    >
      {(driver) => (
        <>
          <DriverStatusBar driver={driver} canAct={canEdit} />
          {renderForm(
            toValues(driver),
            !canEdit || driver.hasDraft || driverEditRefusal(driver.status) !== null,
          )}
        </>
      )}
    </RecordQueryState>
  );
}

export { DriverEditPage as Component };
