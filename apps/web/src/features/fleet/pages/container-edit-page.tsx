import {
  CONTAINER_MESSAGES,
  CONTAINER_VOLUME_MAX,
  type Container,
  type ContainerBody,
} from '@portal/contract/fleet/containers.schemas';
import { CONTAINER_TYPES } from '@portal/contract/fleet/fleet-references';
import { formatNumber } from '@portal/contract/format/numbers';
import { isAdminOrManager } from '@portal/contract/roles';
import { Form, Input, Select } from 'antd';
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
import { useContainer, useCreateContainerMutation, useUpdateContainerMutation } from '../api/containers';

type ContainerFormValues = { number: string; containerType: number; volume?: number | null };

const toValues = (container: Container): ContainerFormValues => ({
  number: container.number,
  containerType: container.containerType.id,
  volume: container.volume,
});

/**
 * SPEC 2.2 containers/add and contractors/id/containers/id (admin or manager): the number (ISO 6346, checked by
 * the server), the type and the volume.
 */
function ContainerEditPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const param = useParams().containerId;
  const isNew = param === undefined;
  const id = isNew ? Number.NaN : Number(param);
  const [form] = Form.useForm<ContainerFormValues>();
  const createMutation = useCreateContainerMutation();
  const updateMutation = useUpdateContainerMutation();
  const canSave = isAdminOrManager(session?.roles ?? []);
  const recordQuery = useContainer(canSave ? id : Number.NaN);
  const listPath = routePath('containers');
  if (!canSave) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: ContainerFormValues) => {
    const body = { ...values, volume: values.volume ?? null } as ContainerBody;
    if (isNew) await createMutation.mutateAsync(body);
    else await updateMutation.mutateAsync({ id, body });
    toast.success(isNew ? CONTAINER_MESSAGES.created : CONTAINER_MESSAGES.saved);
    navigate(listPath);
  };

  const renderForm = (initialValues: Partial<ContainerFormValues>) => (
    <FormPage<ContainerFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={handleSubmit}
      isSubmitting={createMutation.isPending || updateMutation.isPending}
      backTo={listPath}
    >
      <Form.Item label="Номер" name="number" rules={[requiredRule]} extra="По ISO 6346, например CSQU3054383">
        <Input maxLength={13} autoComplete="off" style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item label="Тип контейнера" name="containerType" rules={[requiredRule]}>
        <Select
          options={CONTAINER_TYPES.map((type) => ({
            value: type.id,
            label: `${type.name} — ${formatNumber(type.volume)} м³`,
          }))}
        />
      </Form.Item>
      <Form.Item
        label="Объём, м³"
        name="volume"
        extra="Если не указан, берётся объём типа"
        rules={[numberLimitsRule({ min: 0, isMinExclusive: true, max: CONTAINER_VOLUME_MAX, decimals: 2 })]}
      >
        <DecimalInput decimals={2} style={{ width: '100%' }} />
      </Form.Item>
    </FormPage>
  );

  if (isNew) return renderForm({});
  return (
    <RecordQueryState
      query={recordQuery}
      notFoundTitle={CONTAINER_MESSAGES.notFound}
      backTo={listPath}
      backText="К контейнерам"
    >
      {(container) => renderForm(toValues(container))}
    </RecordQueryState>
  );
}

export { ContainerEditPage as Component };
