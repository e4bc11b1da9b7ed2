import { formatDateTime } from '@portal/contract/format/dates';
import { Form, Modal } from 'antd';
import { type KeyboardEvent, useEffect } from 'react';
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
  /** The auction's dates the dialog opens with (change_dates); none for a restart, whose dates are past. */
  current?: { dateStart: string | null; dateEnd: string } | undefined;
};

// Issue 22: Esc in a date field (leaving what was typed) must not close the whole dialog with the other field.
const keepEscapeInField = (event: KeyboardEvent) => {
  if (event.key === 'Escape' && event.target instanceof HTMLInputElement) event.stopPropagation();
};

/** change_dates and clear_run: new start (empty means now) and end, typed as ДД.ММ.ГГГГ ЧЧ:мм. */
export function AuctionDatesModal({
  title,
  isOpen,
  isSaving,
  onCancel,
  onSave,
  current,
}: AuctionDatesModalProps) {
  const [form] = Form.useForm<DatesValues>();
  const dateStart = current ? formatDateTime(current.dateStart) : '';
  const dateEnd = current ? formatDateTime(current.dateEnd) : '';
  useEffect(() => {
    if (isOpen) form.setFieldsValue({ dateStart, dateEnd });
  }, [isOpen, form, dateStart, dateEnd]);
  const handleOk = async () => {
    const values = await form.validateFields();
    const start = isoOfTyped(values.dateStart);
    await onSave({ ...(start ? { dateStart: start } : {}), dateEnd: isoOfTyped(values.dateEnd) ?? '' });
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
      <Form<DatesValues>
        form={form}
        layout="vertical"
        initialValues={{ dateStart, dateEnd }}
        onKeyDown={keepEscapeInField}
      >
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
