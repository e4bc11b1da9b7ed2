import {
  ATTORNEY_DEFAULT_POWERS,
  ATTORNEY_MESSAGES,
  type AttorneyBody,
} from '@portal/contract/fleet/attorneys.schemas';
import { FLEET_STATUS } from '@portal/contract/fleet/fleet-states';
import { isAdminOrManager } from '@portal/contract/roles';
import { Col, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router';
import { DateInput } from '../../../shared/components/date-input';
import { FormPage } from '../../../shared/forms/form-page';
import { requiredRule } from '../../../shared/forms/required-rule';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateAttorneyMutation } from '../api/attorneys';
import { useDrivers } from '../api/drivers';
import { toApiDate } from '../components/fleet-dates';

type AttorneyFormValues = Omit<AttorneyBody, 'signerPosition' | 'issuerOgrn'> & {
  signerPosition?: string;
  issuerOgrn?: string;
};

const half = { xs: 24, sm: 12 };

/** SPEC 2.2 attorneys/add: a power of attorney for one of the carrier's verified drivers, with the МЧД fields. */
function AttorneyAddPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<AttorneyFormValues>();
  const createMutation = useCreateAttorneyMutation();
  const drivers = useDrivers({ page: 1, limit: 100, status: FLEET_STATUS.verified });
  const listPath = routePath('attorneys');
  if (!isAdminOrManager(session?.roles ?? [])) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: AttorneyFormValues) => {
    await createMutation.mutateAsync({
      ...values,
      date: toApiDate(values.date),
      dateFrom: toApiDate(values.dateFrom),
      dateTo: toApiDate(values.dateTo),
      signerPosition: values.signerPosition ?? null,
      issuerOgrn: values.issuerOgrn ?? null,
    });
    toast.success(ATTORNEY_MESSAGES.created);
    navigate(listPath);
  };

  return (
    <FormPage<AttorneyFormValues>
      form={form}
      initialValues={{ powers: ATTORNEY_DEFAULT_POWERS }}
      onSubmit={handleSubmit}
      isSubmitting={createMutation.isPending}
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
          <Form.Item label="Действует с" name="dateFrom" rules={[requiredRule]}>
            <DateInput />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item label="Действует по" name="dateTo" rules={[requiredRule]}>
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
    </FormPage>
  );
}

export { AttorneyAddPage as Component };
