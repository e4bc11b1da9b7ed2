import type { FormProps } from 'antd';

/** DESIGN 10: validate on save and put the focus on the first invalid field. */
export const FORM_DEFAULTS = {
  layout: 'vertical',
  scrollToFirstError: { focus: true, block: 'center' },
  requiredMark: true,
} as const satisfies Partial<FormProps>;
