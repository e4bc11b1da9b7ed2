import { describe, expect, it } from 'vitest';
import {
  canProformaAction,
  isVisibleToCustomer,
  PROFORMA_ACTIONS,
  PROFORMA_STATUS_LABELS,
  wrongProformaStateMessage,
} from './proforma-status';

describe('proforma statuses', () => {
  it('labels every status in Russian', () => {
    expect(Object.values(PROFORMA_STATUS_LABELS)).toEqual([
      'Черновик',
      'Отправлена',
      'Принята',
      'Возвращена',
      'Оплачена',
    ]);
  });

  it('allows each action only from its states', () => {
    const allowed = (action: keyof typeof PROFORMA_ACTIONS) =>
      [0, 1, 2, 3, 4].filter((status) => canProformaAction(action, status));
    expect(allowed('send')).toEqual([0, 3]);
    expect(allowed('edit')).toEqual([0, 3]);
    expect(allowed('delete')).toEqual([0, 3]);
    expect(allowed('accept')).toEqual([1]);
    expect(allowed('return')).toEqual([1]);
    expect(allowed('pay')).toEqual([2]);
  });

  it('moves to the state DESIGN 12 names', () => {
    expect(PROFORMA_ACTIONS.send.to).toBe(1);
    expect(PROFORMA_ACTIONS.accept.to).toBe(2);
    expect(PROFORMA_ACTIONS.return.to).toBe(3);
    expect(PROFORMA_ACTIONS.pay.to).toBe(4);
  });

  it('names the current state in the 409 and hides drafts from the customer', () => {
    expect(wrongProformaStateMessage(2)).toBe('Действие недоступно: проформа в статусе «Принята»');
    expect(isVisibleToCustomer(0)).toBe(false);
    expect(isVisibleToCustomer(1)).toBe(true);
  });
});
