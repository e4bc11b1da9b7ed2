import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyBody,
  type ApiKeyScope,
  apiKeyBodySchema,
  type CreatedApiKey,
} from '@portal/contract/integration/api-keys.schemas';
import { API_KEY_NAME_MAX_LENGTH } from '@portal/contract/integration/integration.constants';
import { Form, Input, Modal, Radio } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { validateOrFocus } from '../../../shared/forms/validate-or-focus';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateApiKeyMutation } from '../api/api-keys';
import type { CompanyRef } from '../api/integration-endpoints';
import { API_KEY_TEXTS } from './integration-texts';

const SCOPE_HINTS: Record<ApiKeyScope, string> = {
  read: 'читает то же, что администратор: ленту событий, рейсы, торги, проформы',
  write: 'также меняет данные, как администратор, кроме пользователей, ключей и вебхуков',
};

const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({
  value: scope,
  label: `${API_KEY_SCOPE_LABELS[scope]} — ${SCOPE_HINTS[scope]}`,
}));

type CreateApiKeyDialogProps = {
  company: CompanyRef;
  onClose: () => void;
  /** The key is in this answer only: the screen shows it. */
  onCreated: (key: CreatedApiKey) => void;
};

/** «Создать ключ»: a name the admins recognise it by and what it may do. */
export function CreateApiKeyDialog({ company, onClose, onCreated }: CreateApiKeyDialogProps) {
  const [form] = Form.useForm<ApiKeyBody>();
  const create = useCreateApiKeyMutation(company);
  const toast = useToast();

  const handleOk = async () => {
    const values = await validateOrFocus(form);
    if (!values) return;
    try {
      onCreated(await create.mutateAsync(apiKeyBodySchema.parse(values)));
      toast.success(API_KEY_TEXTS.created);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title="Создать ключ API"
      okText="Создать"
      okButtonProps={{ loading: create.isPending }}
      cancelText="Назад"
      onOk={() => void handleOk()}
      onCancel={onClose}
    >
      <Form<ApiKeyBody> {...FORM_DEFAULTS} form={form} initialValues={{ name: '', scope: 'read' }}>
        <Form.Item
          label="Название"
          name="name"
          htmlFor="api-key-name"
          required
          rules={[zodRule(apiKeyBodySchema.shape.name)]}
        >
          <Input
            id="api-key-name"
            autoFocus
            maxLength={API_KEY_NAME_MAX_LENGTH}
            placeholder="Например: 1С, выгрузка рейсов"
          />
        </Form.Item>
        <Form.Item label="Доступ" name="scope" rules={[requiredRule]}>
          <Radio.Group options={SCOPE_OPTIONS} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
