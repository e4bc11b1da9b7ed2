import { UPLOAD_MAX_BYTES, UPLOAD_SIZE_HINT } from '@portal/contract/constants';

/** '.jpg,.jpeg,.png' → ['.jpg', '.jpeg', '.png'] */
export const acceptedExtensions = (accept: string): string[] =>
  accept
    .split(',')
    .map((extension) => extension.trim().toLowerCase())
    .filter((extension) => extension.startsWith('.'));

/** 'Форматы: JPG, JPEG, PNG. Размер файла не должен превышать 15MB' (SPEC 5 hint). */
export const uploadHint = (accept: string): string =>
  `Форматы: ${acceptedExtensions(accept)
    .map((extension) => extension.slice(1).toUpperCase())
    .join(', ')}. Размер файла не должен превышать ${UPLOAD_SIZE_HINT}`;

/** Why the file cannot be uploaded, or null; the server checks the same (and the bytes) again. */
export const checkFileForUpload = (
  file: Pick<File, 'name' | 'size'>,
  { accept, maxBytes = UPLOAD_MAX_BYTES }: { accept: string; maxBytes?: number },
): string | null => {
  const name = file.name.toLowerCase();
  const extensions = acceptedExtensions(accept);
  if (!extensions.some((extension) => name.endsWith(extension))) {
    const allowed = extensions.map((extension) => extension.slice(1).toUpperCase()).join(', ');
    return `Недопустимый формат файла. Допустимые форматы: ${allowed}`;
  }
  if (file.size > maxBytes) return `Размер файла не должен превышать ${UPLOAD_SIZE_HINT}`;
  if (file.size === 0) return 'Файл пустой';
  return null;
};
