import { PROFORMA_ACTIONS } from '@portal/contract/proformas/proforma-status';
import { proformaPayBodySchema } from '@portal/contract/proformas/proformas.schemas';
import type { FormRule } from 'antd';
import { Form, Input, Modal } from 'antd';
import { DateInput } from '../../../shared/components/date-input';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { validateOrFocus } from '../../../shared/forms/validate-or-focus';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useToast } from '../../../shared/toast/use-toast';
import { useProformaChange } from '../api/proformas';
import { apiDayOf } from './proforma-filters';

type PayValues = { paidOn: string; paymentNumber: string };

/** Today in Moscow as YYYY-MM-DD: DESIGN 12, `paidOn` is not after it (the server checks by its clock too). */
const moscowToday = (): string => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

const paidOnRule: FormRule = {
  validator: async (_, value: string | undefined) => {
    if (!value) return;
    const day = apiDayOf(value);
    if (!day) throw new Error('Укажите дату в формате ДД.ММ.ГГГГ');
    if (day > moscowToday()) throw new Error('Дата оплаты не может быть позже сегодняшней');
  },
};

/** «Оплачено» (customer admins and managers, accepted proformas): the payment date and the payment order number. */
export function PayProformaDialog({ proformaId, onClose }: { proformaId: number; onClose: () => void }) {
  const [form] = Form.useForm<PayValues>();
  const change = useProformaChange(proformaId);
  const toast = useToast();

  const handleOk = async () => {
    const values = await validateOrFocus(form);
    if (!values) return;
    try {
      await change.mutateAsync({
        kind: 'pay',
        body: { paidOn: apiDayOf(values.paidOn) ?? '', paymentNumber: values.paymentNumber.trim() },
      });
      toast.success(PROFORMA_ACTIONS.pay.toast);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title={PROFORMA_ACTIONS.pay.label}
      okText="Оплачено"
      okButtonProps={{ loading: change.isPending }}
      cancelText="Назад"
      onOk={() => void handleOk()}
      onCancel={onClose}
    >
      <Form<PayValues> {...FORM_DEFAULTS} form={form}>
        <Form.Item
          label="Дата оплаты"
          name="paidOn"
          htmlFor="proforma-paid-on"
          rules={[requiredRule, paidOnRule]}
          validateFirst
        >
          <DateInput id="proforma-paid-on" autoFocus />
        </Form.Item>
        <Form.Item
          label="Номер платёжного поручения"
          name="paymentNumber"
          htmlFor="proforma-payment-number"
          required
          rules={[zodRule(proformaPayBodySchema.shape.paymentNumber)]}
        >
          <Input id="proforma-payment-number" maxLength={50} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
