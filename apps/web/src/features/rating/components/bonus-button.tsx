import { BONUS_COMMENT_MAX } from '@portal/contract/rating/appeal-status';
import { type BonusBody, type IndexValue, RATING_POINTS_MAX } from '@portal/contract/rating/rating.schemas';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { DecimalInput } from '../../../shared/forms/number-input';
import { numberLimitsRule } from '../../../shared/forms/number-rules';
import { showServerErrors } from '../../../shared/forms/server-field-errors';
import { toast } from '../../../shared/toast/toast';
import { useSetBonus } from '../api/rating-api';

type BonusValues = { bonus: number | null; bonusComment: string };

/** The customer's bonus points of one index value (admins and managers); the rating is recomputed on save. */
export function BonusButton({ value }: { value: IndexValue }) {
  const [isOpen, setOpen] = useState(false);
  const [form] = Form.useForm<BonusValues>();
  const setBonus = useSetBonus();
  const prefix = `bonus-${value.id}`;

  const save = async ({ bonus, bonusComment }: BonusValues) => {
    const body: BonusBody = { bonus: bonus ?? 0, bonusComment: bonusComment.trim() || null };
    await setBonus.mutateAsync({ indexValueId: value.id, body });
    toast.success('Бонус сохранён');
    setOpen(false);
  };

  return (
    <>
      <Button
        size="small"
        style={{ marginTop: 4 }}
        aria-label={`Бонус: ${value.index.name}`}
        onClick={() => {
          form.setFieldsValue({ bonus: value.bonus, bonusComment: value.bonusComment ?? '' });
          setOpen(true);
        }}
      >
        Бонус
      </Button>
      <Modal
        title={`Бонус: ${value.index.name}`}
        open={isOpen}
        okText="Сохранить"
        cancelText="Назад"
        confirmLoading={setBonus.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form<BonusValues>
          form={form}
          layout="vertical"
          onFinish={(values) => save(values).catch((error: unknown) => showServerErrors(form, error))}
        >
          <Form.Item
            label="Бонусные баллы"
            name="bonus"
            htmlFor={`${prefix}-points`}
            rules={[
              { required: true, message: 'Укажите баллы' },
              numberLimitsRule({ min: -RATING_POINTS_MAX, max: RATING_POINTS_MAX, decimals: 2 }),
            ]}
          >
            <DecimalInput id={`${prefix}-points`} decimals={2} isSigned style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="Комментарий к бонусу" name="bonusComment" htmlFor={`${prefix}-comment`}>
            <Input.TextArea
              id={`${prefix}-comment`}
              maxLength={BONUS_COMMENT_MAX}
              autoSize={{ minRows: 2 }}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
