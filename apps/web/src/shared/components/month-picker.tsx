import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const MONTH_VALUE = 'YYYY-MM';
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The portal's month field (issue 22: not the browser's `type="month"`): holds `YYYY-MM`, '' when empty. */
export function MonthPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: string;
  onChange: (month: string) => void;
}) {
  const parsed = MONTH.test(value) ? dayjs(`${value}-01`) : null;
  return (
    <DatePicker
      id={id}
      picker="month"
      format="MM.YYYY"
      placeholder="ММ.ГГГГ"
      style={{ width: '100%' }}
      value={parsed}
      onChange={(month) => onChange(month ? month.format(MONTH_VALUE) : '')}
    />
  );
}
