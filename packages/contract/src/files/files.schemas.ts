import * as z from 'zod';
import { queryIntegerSchema } from '../ids';
import { text } from '../validation/text';

// SPEC 3: File: guid, originalName, mimeType. SPEC 7: upload payload { base64file, originalName } → 201 file record.
export const fileRecordSchema = z.object({
  guid: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type FileRecord = z.infer<typeof fileRecordSchema>;

/** The file viewer's description of a file: who uploaded it as the reader may see it (GET /api/files/{guid}/info). */
export const fileInfoSchema = fileRecordSchema.extend({
  /** companyName is null where the uploader is hidden: another carrier's file in a sealed procedure is «Участник». */
  uploader: z.object({ fullname: z.string(), companyName: z.string().nullable() }),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

/** SPEC 3: the file a document holds, as other records show it. */
export const storedFileSchema = fileRecordSchema.pick({ guid: true, originalName: true, mimeType: true });
export type StoredFile = z.infer<typeof storedFileSchema>;

/** How a request points at an uploaded file: by its guid (the rest of a file record is ignored). */
export const fileRefSchema = z.object({ guid: z.uuid() });

/** A short-lived address of a file that a <video> or <img> element can load without the bearer token. */
export const fileLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type FileLink = z.infer<typeof fileLinkSchema>;

export const signedFileQuerySchema = z.object({
  expires: queryIntegerSchema(1, Number.MAX_SAFE_INTEGER),
  signature: text().regex(/^[A-Za-z0-9_-]{43}$/),
});

export const uploadBodySchema = z.object({
  base64file: text().min(1),
  originalName: text().trim().min(1).max(255),
});
export type UploadBody = z.infer<typeof uploadBodySchema>;

export const fileGuidParamsSchema = z.object({ guid: z.uuid() });

/** Allowed upload kinds: what the name may end with, checked against the file's own bytes on the server. */
export const UPLOAD_KINDS = {
  pdf: { mimeType: 'application/pdf', extensions: ['pdf'], label: 'Документ PDF' },
  jpeg: { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'Изображение JPEG' },
  png: { mimeType: 'image/png', extensions: ['png'], label: 'Изображение PNG' },
  mp4: { mimeType: 'video/mp4', extensions: ['mp4'], label: 'Видео MP4' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
    label: 'Документ Word',
  },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
    label: 'Таблица Excel',
  },
  doc: { mimeType: 'application/msword', extensions: ['doc'], label: 'Документ Word' },
  xls: { mimeType: 'application/vnd.ms-excel', extensions: ['xls'], label: 'Таблица Excel' },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** A file's type in words («Документ PDF»); the MIME type itself for a kind the portal does not take any more. */
export const fileTypeLabel = (mimeType: string): string =>
  Object.values(UPLOAD_KINDS).find((kind) => kind.mimeType === mimeType)?.label ?? mimeType;

export const UPLOAD_ACCEPT = Object.values(UPLOAD_KINDS)
  .flatMap((kind) => kind.extensions.map((extension) => `.${extension}`))
  .join(',');
