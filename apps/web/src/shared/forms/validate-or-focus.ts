import type { FormInstance } from 'antd';
import { FORM_DEFAULTS } from './form-defaults';

const errorFieldsOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'errorFields' in error && Array.isArray(error.errorFields)
    ? (error.errorFields as { name: (string | number)[] }[])
    : [];

/**
 * DESIGN 10 for a form its modal validates itself: antd's scrollToFirstError acts only on submit, so this puts the
 * focus on the first invalid field. The values, or null while any field is invalid.
 */
export const validateOrFocus = async <V>(form: FormInstance<V>): Promise<V | null> => {
  try {
    return await form.validateFields();
  } catch (error) {
    const [first] = errorFieldsOf(error);
    if (first) form.scrollToField(first.name, FORM_DEFAULTS.scrollToFirstError);
    return null;
  }
};
