import {
  DIMENSION_MESSAGES,
  type Dimension,
  type DimensionBody,
} from '@portal/contract/fleet/dimensions.schemas';
import { isAdmin } from '@portal/contract/roles';
import { Checkbox, Flex, Form, Input } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { RecordQueryState } from '../../../shared/components/record-query-state';
import { FormPage } from '../../../shared/forms/form-page';
import { DecimalInput } from '../../../shared/forms/number-input';
import { numberLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useDimension, useSaveDimensionMutation } from '../api/dimensions';

type DimensionFormValues = Omit<DimensionBody, 'isDefault'> & { isDefault: boolean };

const NEW_DIMENSION: Partial<DimensionFormValues> = { volumeFrom: 0, percentage: 100, isDefault: false };

const toValues = ({ name, weight, volume, volumeFrom, volumeTo, percentage, isDefault }: Dimension) => ({
  name,
  weight,
  volume,
  volumeFrom,
  volumeTo,
  percentage,
  isDefault,
});

const number = (name: keyof DimensionFormValues, label: string, max: number) => (
  <Form.Item
    label={label}
    name={name}
    rules={[requiredRule, numberLimitsRule({ min: 0, max, decimals: 2 })]}
    style={{ flex: '1 1 160px' }}
  >
    <DecimalInput decimals={2} style={{ width: '100%' }} />
  </Form.Item>
);

/**
 * SPEC 2.2 /dimensions/customer/add and edit/{id} (the customer's admin): DESIGN 8's name, weight, volume, the
 * volume range the price rule matches (both ends included) and its percentage; one default per customer.
 */
function DimensionEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const param = useParams().dimensionId;
  const isNew = param === undefined;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<DimensionFormValues>();
  const canSave = isAdmin(session?.roles ?? []);
  const recordQuery = useDimension(canSave ? id : Number.NaN);
  const saveMutation = useSaveDimensionMutation();
  const listPath = routePath('dimensions');

  if (!canSave) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: DimensionFormValues) => {
    await saveMutation.mutateAsync({ id: isNew ? null : id, body: values });
    toast.success(isNew ? DIMENSION_MESSAGES.created : DIMENSION_MESSAGES.saved);
    navigate(listPath);
  };

  const renderForm = (initialValues: Partial<DimensionFormValues>) => (
    <FormPage<DimensionFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={handleSubmit}
      isSubmitting={saveMutation.isPending}
      backTo={listPath}
    >
      <Form.Item label="Название" name="name" rules={[requiredRule]}>
        <Input maxLength={255} />
      </Form.Item>
      <Flex gap={16} wrap>
        {number('weight', 'Вес, т', 1000)}
        {number('volume', 'Объём, м³', 10_000)}
      </Flex>
      <Flex gap={16} wrap>
        {number('volumeFrom', 'Объём от, м³', 10_000)}
        {number('volumeTo', 'Объём до, м³', 10_000)}
        {number('percentage', 'Процент от начальной суммы', 1000)}
      </Flex>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>По умолчанию</Checkbox>
      </Form.Item>
    </FormPage>
  );

  if (isNew) return renderForm(NEW_DIMENSION);
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={DIMENSION_MESSAGES.notFound}
      backTo={listPath}
      backText="К габаритам"
    >
      {(dimension) => renderForm(toValues(dimension))}
    </RecordQueryState>
  );
}

export { DimensionEditPage as Component };
