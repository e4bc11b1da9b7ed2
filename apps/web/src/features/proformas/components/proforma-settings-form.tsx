import { REQUIRED_DOCUMENTS_LABELS } from '@portal/contract/proformas/proforma-documents';
import {
  type ProformaSettingsBody,
  proformaPenaltyBodySchema,
  proformaSettingsBodySchema,
} from '@portal/contract/proformas/proforma-settings.schemas';
import { PROFORMA_MESSAGES } from '@portal/contract/proformas/proformas.schemas';
import { Button, Card, Checkbox, Flex, Form, Radio, Spin } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { IntegerInput, MoneyInput } from '../../../shared/forms/number-input';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useToast } from '../../../shared/toast/use-toast';
import { useProformaSettings, useUpdateProformaSettings } from '../api/proforma-settings';

const penalty = proformaPenaltyBodySchema.shape;

/** DESIGN 12 customer settings (admins): payment term, lateness penalty, the documents a proforma needs. */
export function ProformaSettingsForm() {
  const settings = useProformaSettings();
  const update = useUpdateProformaSettings();
  const toast = useToast();
  const [form] = Form.useForm<ProformaSettingsBody>();
  const isPenaltyOn = Form.useWatch(['penalty', 'enabled'], form) ?? settings.data?.penalty.enabled;

  if (settings.isPending) return <Spin />;
  if (!settings.data) return null;
  return (
    <Card size="small" title="Настройки проформ" style={{ maxWidth: 640 }}>
      <Form<ProformaSettingsBody>
        {...FORM_DEFAULTS}
        form={form}
        initialValues={settings.data}
        onFinish={(values) =>
          update
            .mutateAsync(values)
            .then(() => toast.success(PROFORMA_MESSAGES.settingsSaved))
            .catch((error: unknown) => showServerErrors(form, error))
        }
      >
        <Form.Item
          label="Срок оплаты, дней"
          name="paymentTermDays"
          htmlFor="proforma-payment-term"
          required
          extra="От 1 до 360; отсчитывается от даты принятия проформы"
          rules={[zodRule(proformaSettingsBodySchema.shape.paymentTermDays)]}
        >
          <IntegerInput id="proforma-payment-term" style={{ maxWidth: 160 }} />
        </Form.Item>
        <Form.Item name={['penalty', 'enabled']} valuePropName="checked">
          <Checkbox>Штраф за опоздание</Checkbox>
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            label="За начатый час, ₽"
            name={['penalty', 'perHour']}
            htmlFor="proforma-penalty-per-hour"
            required
            rules={[zodRule(penalty.perHour)]}
          >
            <MoneyInput id="proforma-penalty-per-hour" disabled={!isPenaltyOn} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="Допуск, мин"
            name={['penalty', 'graceMinutes']}
            htmlFor="proforma-penalty-grace"
            required
            rules={[zodRule(penalty.graceMinutes)]}
          >
            <IntegerInput id="proforma-penalty-grace" disabled={!isPenaltyOn} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            label="Не больше, % суммы рейса"
            name={['penalty', 'capPercent']}
            htmlFor="proforma-penalty-cap"
            required
            rules={[zodRule(penalty.capPercent)]}
          >
            <IntegerInput id="proforma-penalty-cap" disabled={!isPenaltyOn} style={{ width: 120 }} />
          </Form.Item>
        </Flex>
        <Form.Item label="Документы к проформе" name="requiredDocuments" required>
          <Radio.Group
            options={Object.entries(REQUIRED_DOCUMENTS_LABELS).map(([value, label]) => ({
              value,
              label,
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Сохранить
        </Button>
      </Form>
    </Card>
  );
}
