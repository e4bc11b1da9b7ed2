import { CONTAINER_MESSAGES, type ContainerBody } from '@portal/contract/fleet/containers.schemas';
import { CONTAINER_TYPES } from '@portal/contract/fleet/fleet-references';
import { formatNumber } from '@portal/contract/format/numbers';
import { isAdminOrManager } from '@portal/contract/roles';
import { Form, Input, InputNumber, Select } from 'antd';
import { useNavigate } from 'react-router';
import { FormPage } from '../../../shared/forms/form-page';
import { requiredRule } from '../../../shared/forms/required-rule';
import { routePath } from '../../../shared/navigation/route-path';
import { NoRightsResult } from '../../../shared/session/no-rights-result';
import { useSession } from '../../../shared/session/session-query';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateContainerMutation } from '../api/containers';

type ContainerFormValues = { number: string; containerType: number; volume?: number | null };

/** SPEC 2.2 containers/add: the number (ISO 6346, checked by the server), the type and the volume. */
function ContainerAddPage() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<ContainerFormValues>();
  const createMutation = useCreateContainerMutation();
  const listPath = routePath('containers');
  if (!isAdminOrManager(session?.roles ?? [])) return <NoRightsResult backTo={listPath} />;

  const handleSubmit = async (values: ContainerFormValues) => {
    await createMutation.mutateAsync({ ...values, volume: values.volume ?? null } as ContainerBody);
    toast.success(CONTAINER_MESSAGES.created);
    navigate(listPath);
  };

  return (
    <FormPage<ContainerFormValues>
      form={form}
      onSubmit={handleSubmit}
      isSubmitting={createMutation.isPending}
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
      <Form.Item label="Объём, м³" name="volume" extra="Если не указан, берётся объём типа">
        <InputNumber min={0.1} max={200} step={0.1} style={{ width: '100%' }} />
      </Form.Item>
    </FormPage>
  );
}

export { ContainerAddPage as Component };
