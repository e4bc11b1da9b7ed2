import { AUCTION_MESSAGES } from '@portal/contract/auctions/auctions.schemas';
import type { FormRule } from 'antd';
import { isoOfTyped } from './auction-form-values';

const WRONG_DATE_TIME = 'Укажите дату и время в формате ДД.ММ.ГГГГ ЧЧ:мм';

export const dateTimeRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    if (value?.trim() && !isoOfTyped(value)) throw new Error(WRONG_DATE_TIME);
  },
};

/** The contract's rule: the end after the start (the server checks the same, and that the end is ahead). */
export const endAfterStartRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: string | undefined) => {
    const end = isoOfTyped(value ?? '');
    const start = isoOfTyped(getFieldValue('dateStart') ?? '');
    if (end && start && end <= start) throw new Error(`Окончание ${AUCTION_MESSAGES.endBeforeStart}`);
  },
});
