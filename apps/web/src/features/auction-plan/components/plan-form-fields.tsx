import {
  AUCTION_PLAN_COUNT_MAX,
  AUCTION_PLAN_LABELS,
  auctionPlanBodySchema,
} from '@portal/contract/auction-plan/auction-plan.schemas';
import { Form, Input } from 'antd';
import { MonthPicker } from '../../../shared/components/month-picker';
import { IntegerInput, MoneyInput } from '../../../shared/forms/number-input';
import { moneyLimitsRule, numberLimitsRule } from '../../../shared/forms/number-rules';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule } from '../../../shared/forms/zod-rule';
import { RouteWaySelect } from '../../../shared/lookups/route-way-select';

const { shape } = auctionPlanBodySchema;

/** The fields of a plan (add page and edit dialog), checked with the contract's rules the server uses. */
export function PlanFormFields() {
  return (
    <>
      <Form.Item
        name="routeWay"
        label={AUCTION_PLAN_LABELS.routeWay}
        htmlFor="auction-plan-route-way"
        rules={[requiredRule]}
      >
        <RouteWaySelect id="auction-plan-route-way" />
      </Form.Item>
      <Form.Item
        name="month"
        label={AUCTION_PLAN_LABELS.month}
        validateFirst
        rules={[requiredRule, zodRule(shape.month)]}
        style={{ maxWidth: 220 }}
      >
        {/* Form.Item gives the picker its value (the API's YYYY-MM) and onChange. */}
        <MonthPicker value="" onChange={() => undefined} />
      </Form.Item>
      <Form.Item
        name="auctionsCount"
        label={AUCTION_PLAN_LABELS.auctionsCount}
        validateFirst
        rules={[requiredRule, numberLimitsRule({ min: 0, max: AUCTION_PLAN_COUNT_MAX })]}
      >
        <IntegerInput style={{ width: 220 }} />
      </Form.Item>
      <Form.Item
        name="summ"
        label={AUCTION_PLAN_LABELS.summ}
        validateFirst
        rules={[requiredRule, moneyLimitsRule]}
      >
        <MoneyInput style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="comment" label={AUCTION_PLAN_LABELS.comment}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
    </>
  );
}
