import type { StoredFile } from '@portal/contract/files/files.schemas';
import { UPLOAD_ACCEPT } from '@portal/contract/files/files.schemas';
import { proformaExtraBodySchema } from '@portal/contract/proformas/proformas.schemas';
import { Button, Card, Flex, Form, Input } from 'antd';
import { UploadField } from '../../../shared/files/upload-field';
import { FORM_DEFAULTS } from '../../../shared/forms/form-defaults';
import { MoneyInput } from '../../../shared/forms/number-input';
import { moneyLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { useToast } from '../../../shared/toast/use-toast';
import { useProformaChange } from '../api/proformas';

type ExtraValues = { summ: number | null; comment: string; file: StoredFile | null };

/** A 422 names the body path `extras.0.summ`: the form holds one extra at a time, under its own names. */
const FIELD_NAMES = { 'extras.0.summ': 'summ', 'extras.0.comment': 'comment', 'extras.0.file': 'file' };

/** The carrier admin adds an extra charge: a sum with VAT, a comment and the file that justifies it. */
export function ExtraChargeForm({ proformaId }: { proformaId: number }) {
  const [form] = Form.useForm<ExtraValues>();
  const change = useProformaChange(proformaId);
  const toast = useToast();

  const handleFinish = async (values: ExtraValues) => {
    try {
      await change.mutateAsync({
        kind: 'update',
        body: {
          extras: [{ summ: values.summ ?? 0, comment: values.comment.trim(), file: values.file?.guid ?? '' }],
        },
      });
      toast.success('Доплата добавлена');
      form.resetFields();
    } catch (error) {
      showServerErrors(form, error, { fieldNames: FIELD_NAMES });
    }
  };

  return (
    <Card size="small" title="Добавить доплату">
      <Form<ExtraValues> {...FORM_DEFAULTS} form={form} onFinish={(values) => void handleFinish(values)}>
        <Flex gap={16} wrap>
          <Form.Item
            label="Сумма с НДС, ₽"
            name="summ"
            htmlFor="proforma-extra-summ"
            rules={[requiredRule, moneyLimitsRule]}
            validateFirst
            style={{ width: 200 }}
          >
            <MoneyInput id="proforma-extra-summ" />
          </Form.Item>
          <Form.Item
            label="Комментарий"
            name="comment"
            htmlFor="proforma-extra-comment"
            required
            rules={[zodRule(proformaExtraBodySchema.shape.comment)]}
            style={{ flex: '1 1 280px' }}
          >
            <Input.TextArea
              id="proforma-extra-comment"
              autoSize={{ minRows: 1, maxRows: 4 }}
              maxLength={2000}
            />
          </Form.Item>
        </Flex>
        <Form.Item label="Файл" name="file" htmlFor="proforma-extra-file" rules={[requiredRule]}>
          <UploadField id="proforma-extra-file" accept={UPLOAD_ACCEPT} />
        </Form.Item>
        <Button htmlType="submit" loading={change.isPending}>
          Добавить доплату
        </Button>
      </Form>
    </Card>
  );
}
