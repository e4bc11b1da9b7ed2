import type { FileRecord, UploadBody } from '@portal/contract/files/files.schemas';
import { api } from './api-client';

/** Reads a file as base64 (without the data: prefix), reporting progress from 0 to 1. */
export const readFileAsBase64 = (file: Blob, onProgress?: (fraction: number) => void): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Не удалось прочитать файл'));
    reader.readAsDataURL(file);
  });

// Reading the file takes a small part of the bar, sending it the rest.
const READ_SHARE = 0.2;

/**
 * SPEC 7: POST /api/documents/upload with { base64file, originalName } answers 201 with the file record.
 * `onProgress` goes from 0 to 1 over reading and sending.
 */
export const uploadFile = async (
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<FileRecord> => {
  const base64file = await readFileAsBase64(file, (fraction) => onProgress?.(fraction * READ_SHARE));
  const body: UploadBody = { base64file, originalName: file.name };
  const record = await api.post<FileRecord>('/api/documents/upload', body, {
    onUploadProgress: (fraction) => onProgress?.(READ_SHARE + fraction * (1 - READ_SHARE)),
  });
  onProgress?.(1);
  return record;
};
