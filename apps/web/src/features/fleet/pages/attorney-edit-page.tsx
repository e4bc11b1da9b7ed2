import type { StoredFile } from '@portal/contract/files/files.schemas';
import {
  ATTORNEY_DEFAULT_POWERS,
  ATTORNEY_FIELD_LABELS,
  ATTORNEY_FILE_SLOT_NAMES,
  ATTORNEY_FILE_SLOTS,
  ATTORNEY_MESSAGES,
  type Attorney,
  type AttorneyBody,
} from '@portal/contract/fleet/attorneys.schemas';
import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { isAdmin, isAdminOrManager } from '@portal/contract/roles';
import { Col, Form, Input, Row, Select } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { DateInput } from '../../../shared/components/date-input';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { requiredRule } from '../../../shared/forms/required-rule';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useAttorney, useCreateAttorneyMutation, useUpdateAttorneyMutation } from '../api/attorneys';
import { useDrivers } from '../api/drivers';
import { fromApiDate, toApiDate } from '../components/fleet-dates';
import { FleetFileFields, fileSlotsToBody, fileSlotsToValues } from '../components/fleet-files';

type AttorneyFormValues = Omit<AttorneyBody, 'signerPosition' | 'issuerOgrn' | 'scan'> & {
  signerPosition?: string;
  issuerOgrn?: string;
  scan?: StoredFile | null;
};

const half = { xs: 24, sm: 12 };

const toValues = (attorney: Attorney): AttorneyFormValues => ({
  number: attorney.number,
  date: fromApiDate(attorney.date),
  dateFrom: fromApiDate(attorney.dateFrom),
  dateTo: fromApiDate(attorney.dateTo),
  driver: attorney.driver.id,
  signer: attorney.signer,
  issuerInn: attorney.issuerInn,
  powers: attorney.powers,
  ...fileSlotsToValues(ATTORNEY_FILE_SLOT_NAMES, attorney),
  ...(attorney.signerPosition ? { signerPosition: attorney.signerPosition } : {}),
  ...(attorney.issuerOgrn ? { issuerOgrn: attorney.issuerOgrn } : {}),
});

/**
 * SPEC 2.2 attorneys/add (admin or manager) and attorney/{id} (the carrier's admin): a power of attorney for one
 * of the carrier's verified drivers, with the МЧД fields and the scan of the signed document.
 */
function AttorneyEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const param = useParams().attorneyId;
  const isNew = param === undefined;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<AttorneyFormValues>();
  const createMutation = useCreateAttorneyMutation();
  const updateMutation = useUpdateAttorneyMutation();
  const roles = session?.roles ?? [];
  const canSave = isNew ? isAdminOrManager(roles) : isAdmin(roles);
  const recordQuery = useAttorney(canSave ? id : Number.NaN);
  const drivers = useDrivers({ page: 1, limit: 100, status: FLEET_STATUS.verified });
  const listPath = routePath('attorneys');
  if (!canSave) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: AttorneyFormValues) => {
    const body: AttorneyBody = {
      ...values,
      date: toApiDate(values.date),
      dateFrom: toApiDate(values.dateFrom),
      dateTo: toApiDate(values.dateTo),
      signerPosition: values.signerPosition ?? null,
      issuerOgrn: values.issuerOgrn ?? null,
      ...fileSlotsToBody(ATTORNEY_FILE_SLOT_NAMES, values),
    };
    if (isNew) await createMutation.mutateAsync(body);
    else await updateMutation.mutateAsync({ id, body });
    toast.success(isNew ? ATTORNEY_MESSAGES.created : ATTORNEY_MESSAGES.saved);
    navigate(listPath);
  };

  const renderForm = (initialValues: Partial<AttorneyFormValues>) => (
    <FormPage<AttorneyFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={handleSubmit}
      isSubmitting={createMutation.isPending || updateMutation.isPending}
      backTo={listPath}
    >
      <Form.Item label="Водитель" name="driver" rules={[requiredRule]} extra="Проверенные водители компании">
        <Select
          showSearch
          optionFilterProp="label"
          loading={drivers.isLoading}
          options={(drivers.data?.items ?? []).map((driver) => ({
            value: driver.id,
            label: driver.fullname,
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Номер" name="number" rules={[requiredRule]}>
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Дата" name="date" rules={[requiredRule]}>
            <DateInput />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label={ATTORNEY_FIELD_LABELS.dateFrom} name="dateFrom" rules={[requiredRule]}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label={ATTORNEY_FIELD_LABELS.dateTo} name="dateTo" rules={[requiredRule]}>
            <DateInput />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="Подписант" name="signer" rules={[requiredRule]}>
            <Input maxLength={255} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Должность подписанта" name="signerPosition">
            <Input maxLength={255} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item label="ИНН доверителя" name="issuerInn" rules={[requiredRule]}>
            <Input maxLength={12} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="ОГРН доверителя" name="issuerOgrn">
            <Input maxLength={15} inputMode="numeric" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Полномочия" name="powers" rules={[requiredRule]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
      </Form.Item>
      <FleetFileFields slots={ATTORNEY_FILE_SLOTS} />
    </FormPage>
  );

  // The carrier issues its attorneys (DESIGN 8): the server takes only its own INN as the issuer's.
  if (isNew) return renderForm({ powers: ATTORNEY_DEFAULT_POWERS, issuerInn: session?.INN ?? '' });
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={ATTORNEY_MESSAGES.notFound}
      backTo={listPath}
      backText="К доверенностям"
    >
      {(attorney) => renderForm(toValues(attorney))}
    </RecordQueryState>
  );
}

export { AttorneyEditPage as Component };
