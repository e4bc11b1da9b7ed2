import { Form, Modal } from 'antd';
import { DateInput } from '../../../shared/components/date-input';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import type { AuctionDatesInput } from '../api/customer-auctions';
import { dateTimeRule, endAfterStartRule } from './auction-date-rules';
import { isoOfTyped } from './auction-form-values';

type DatesValues = { dateStart: string; dateEnd: string };

type AuctionDatesModalProps = {
  title: string;
  isOpen: boolean;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (body: AuctionDatesInput) => Promise<unknown>;
};

/** change_dates and clear_run: new start (empty means now) and end, typed as ДД.ММ.ГГГГ ЧЧ:мм. */
export function AuctionDatesModal({ title, isOpen, isSaving, onCancel, onSave }: AuctionDatesModalProps) {
  const [form] = Form.useForm<DatesValues>();
  const handleOk = async () => {
    const values = await form.validateFields();
    const dateStart = isoOfTyped(values.dateStart);
    await onSave({ ...(dateStart ? { dateStart } : {}), dateEnd: isoOfTyped(values.dateEnd) ?? '' });
    form.resetFields();
  };
  return (
    <Modal
      title={title}
      open={isOpen}
      okText="Сохранить"
      cancelText="Назад"
      confirmLoading={isSaving}
      onOk={() => void handleOk().catch((error: unknown) => showServerErrors(form, error))}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<DatesValues> form={form} layout="vertical" initialValues={{ dateStart: '', dateEnd: '' }}>
        <Form.Item name="dateStart" label="Начало" rules={[dateTimeRule]} extra="Пусто — сейчас">
          <DateInput withTime />
        </Form.Item>
        <Form.Item
          name="dateEnd"
          label="Окончание"
          dependencies={['dateStart']}
          rules={[requiredRule, dateTimeRule, endAfterStartRule]}
        >
          <DateInput withTime />
        </Form.Item>
      </Form>
    </Modal>
  );
}
