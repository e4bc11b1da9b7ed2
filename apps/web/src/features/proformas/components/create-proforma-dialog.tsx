import { PROFORMA_PERIOD_MONTHS_MAX } from '@portal/contract/proformas/proforma-period';
import type { FormRule } from 'antd';
import { Form, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { DateInput } from '../../../shared/components/date-input';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { validateOrFocus } from '../../../shared/forms/validate-or-focus';
import { CustomerSelect } from '../../../shared/lookups/customer-select';
import { useToast } from '../../../shared/toast/use-toast';
import { useCreateProforma, useProformaOwner } from '../api/proformas';
import { proformaViewPath } from './proforma-columns';
import { apiDayOf } from './proforma-filters';

type CreateValues = { customer: number | null; dateFrom: string; dateTo: string };

const dayRule: FormRule = {
  validator: async (_, value: string | undefined) => {
    if (value && !apiDayOf(value)) throw new Error('Укажите дату в формате ДД.ММ.ГГГГ');
  },
};

/** «Сформировать» (carrier admins): a customer and a period; the new draft opens at once. */
export function CreateProformaDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CreateValues>();
  const { side, ownerId } = useProformaOwner();
  const create = useCreateProforma();
  const navigate = useNavigate();
  const toast = useToast();

  const handleOk = async () => {
    const values = await validateOrFocus(form);
    if (!values) return;
    try {
      const draft = await create.mutateAsync({
        customer: values.customer ?? 0,
        dateFrom: apiDayOf(values.dateFrom) ?? '',
        dateTo: apiDayOf(values.dateTo) ?? '',
      });
      toast.success('Черновик проформы сформирован');
      onClose();
      navigate(proformaViewPath(side, ownerId, draft.id));
    } catch (error) {
      // The period's limits are the server's (one rule, in the contract) and read under their fields; «no closed
      // flights» names no field, so it is put under the period as well as toasted by the API client.
      showServerErrors(form, error);
      if (isApiError(error) && error.status === 422 && !error.body.fields?.length)
        form.setFields([{ name: 'dateTo', errors: [error.body.errors?.[0] ?? error.message] }]);
    }
  };

  return (
    <Modal
      open={isOpen}
      title="Сформировать проформу"
      okText="Сформировать"
      okButtonProps={{ loading: create.isPending }}
      cancelText="Назад"
      onOk={() => void handleOk()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreateValues> {...FORM_DEFAULTS} form={form} preserve={false}>
        <Form.Item label="Заказчик" name="customer" htmlFor="proforma-customer" rules={[requiredRule]}>
          <CustomerSelect id="proforma-customer" placeholder="Выберите заказчика" />
        </Form.Item>
        <Form.Item
          label="Период с"
          name="dateFrom"
          htmlFor="proforma-date-from"
          rules={[requiredRule, dayRule]}
          validateFirst
        >
          <DateInput id="proforma-date-from" />
        </Form.Item>
        <Form.Item
          label="Период по"
          name="dateTo"
          htmlFor="proforma-date-to"
          rules={[requiredRule, dayRule]}
          validateFirst
          extra={`Не длиннее ${PROFORMA_PERIOD_MONTHS_MAX} календарных месяцев; в проформу попадут закрытые рейсы заказчика за период, которых нет в других проформах`}
        >
          <DateInput id="proforma-date-to" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
