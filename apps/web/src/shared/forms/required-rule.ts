import type { FormRule } from 'antd';
import { REQUIRED_MESSAGE } from './form-messages';

/** Required for any control (numbers, selects, UploadField); pair with `validateFirst` before a zodRule. */
export const requiredRule: FormRule = { required: true, message: REQUIRED_MESSAGE };
