import { UPLOAD_MAX_BYTES, UPLOAD_SIZE_HINT } from '@portal/contract/constants';
import { UPLOAD_ACCEPT } from '@portal/contract/files/files.schemas';

const ALLOWED_EXTENSIONS = UPLOAD_ACCEPT.split(',');

export const UPLOAD_HINT = `Форматы: ${ALLOWED_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase()).join(', ')}. Размер файла не должен превышать ${UPLOAD_SIZE_HINT}.`;

/** Why the file cannot be uploaded, or null; the server checks the same (and the bytes) again. */
export const checkUploadFile = (file: Pick<File, 'name' | 'size'>): string | null => {
  const name = file.name.toLowerCase();
  if (!ALLOWED_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `Недопустимый формат файла. ${UPLOAD_HINT}`;
  }
  if (file.size > UPLOAD_MAX_BYTES) return `Размер файла не должен превышать ${UPLOAD_SIZE_HINT}`;
  if (file.size === 0) return 'Файл пустой';
  return null;
};
