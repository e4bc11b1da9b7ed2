import { UPLOAD_SIZE_HINT } from '@portal/contract/constants';
import { UPLOAD_KINDS } from '@portal/contract/files/files.schemas';

/** The upload rules as the portal checks them (contract UPLOAD_KINDS), so the help never drifts from them. */
export const UPLOAD_FORMATS_TEXT = Object.values(UPLOAD_KINDS)
  .flatMap((kind) => kind.extensions.map((extension) => extension.toUpperCase()))
  .join(', ');

export const UPLOAD_RULE_TEXT = `Допустимые форматы: ${UPLOAD_FORMATS_TEXT}. Размер одного файла — не более ${UPLOAD_SIZE_HINT}.`;
