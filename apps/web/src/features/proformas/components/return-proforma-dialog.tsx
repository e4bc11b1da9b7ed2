import { formatMoney } from '@portal/contract/format/numbers';
import { PROFORMA_LINE_KIND_LABELS } from '@portal/contract/proformas/proforma-lines';
import { PROFORMA_ACTIONS } from '@portal/contract/proformas/proforma-status';
import { type Proforma, proformaReturnBodySchema } from '@portal/contract/proformas/proformas.schemas';
import { Form, Input, Modal, Typography } from 'antd';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { validateOrFocus } from '../../../shared/forms/validate-or-focus';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useToast } from '../../../shared/toast/use-toast';
import { useProformaChange } from '../api/proformas';

type ReturnValues = { comment: string; reasons?: Record<string, string | undefined> };

const lineName = (line: Proforma['lines'][number]): string => {
  const subject = line.route?.routeCode ?? line.comment ?? '';
  return `${PROFORMA_LINE_KIND_LABELS[line.kind]} ${subject} — ${formatMoney(line.summ)}`;
};

/** «Вернуть» (customer admins and managers): a comment, and a reason on each line the carrier must fix. */
export function ReturnProformaDialog({ proforma, onClose }: { proforma: Proforma; onClose: () => void }) {
  const [form] = Form.useForm<ReturnValues>();
  const change = useProformaChange(proforma.id);
  const toast = useToast();

  const handleOk = async () => {
    const values = await validateOrFocus(form);
    if (!values) return;
    const lines = proforma.lines.flatMap((line) => {
      const reason = values.reasons?.[String(line.id)]?.trim();
      return reason ? [{ line: line.id, reason }] : [];
    });
    try {
      await change.mutateAsync({
        kind: 'return',
        body: { comment: values.comment.trim(), ...(lines.length ? { lines } : {}) },
      });
      toast.success(PROFORMA_ACTIONS.return.toast);
      onClose();
    } catch (error) {
      showServerErrors(form, error);
    }
  };

  return (
    <Modal
      open
      title="Вернуть проформу"
      okText="Вернуть"
      okButtonProps={{ danger: true, loading: change.isPending }}
      cancelText="Назад"
      onOk={() => void handleOk()}
      onCancel={onClose}
      width={720}
    >
      <Form<ReturnValues> {...FORM_DEFAULTS} form={form}>
        <Form.Item
          label="Комментарий"
          name="comment"
          htmlFor="proforma-return-comment"
          required
          extra="Перевозчик увидит комментарий и причины по строкам"
          rules={[zodRule(proformaReturnBodySchema.shape.comment)]}
        >
          <Input.TextArea
            id="proforma-return-comment"
            autoFocus
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            showCount
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          Причина по строке — если её нужно исправить или убрать; строки без причины не отмечаются.
        </Typography.Paragraph>
        {proforma.lines.map((line) => (
          <Form.Item
            key={line.id}
            label={lineName(line)}
            name={['reasons', String(line.id)]}
            htmlFor={`proforma-return-line-${line.id}`}
            style={{ marginBottom: 12 }}
          >
            <Input id={`proforma-return-line-${line.id}`} placeholder="Причина" maxLength={2000} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
