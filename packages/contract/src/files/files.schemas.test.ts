import { describe, expect, it } from 'vitest';
import {
  type FileRecord,
  fileGuidParamsSchema,
  fileLinkSchema,
  fileRecordSchema,
  fileRefSchema,
  signedFileQuerySchema,
  storedFileSchema,
  UPLOAD_ACCEPT,
  UPLOAD_KINDS,
  uploadBodySchema,
} from './files.schemas';

const guid = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('uploadBodySchema', () => {
  it('takes the content and a trimmed name', () => {
    expect(uploadBodySchema.parse({ base64file: 'JVBERi0=', originalName: ' договор.pdf ' })).toEqual({
      base64file: 'JVBERi0=',
      originalName: 'договор.pdf',
    });
  });

  it('refuses an empty content or name, and a name over 255 characters', () => {
    expect(uploadBodySchema.safeParse({ base64file: '', originalName: 'a.pdf' }).success).toBe(false);
    expect(uploadBodySchema.safeParse({ base64file: 'JVBERi0=', originalName: '  ' }).success).toBe(false);
    const longName = `${'я'.repeat(252)}.pdf`;
    expect(uploadBodySchema.safeParse({ base64file: 'JVBERi0=', originalName: longName }).success).toBe(
      false,
    );
    expect(
      uploadBodySchema.safeParse({ base64file: 'JVBERi0=', originalName: longName.slice(1) }).success,
    ).toBe(true);
  });
});

describe('signedFileQuerySchema', () => {
  const signature = `${'A'.repeat(40)}_-9`;

  it('takes a positive expiry time and a 43-character base64url signature', () => {
    expect(signedFileQuerySchema.parse({ expires: '1767225600', signature })).toEqual({
      expires: 1767225600,
      signature,
    });
  });

  it('refuses a signature of another length or alphabet', () => {
    expect(signedFileQuerySchema.safeParse({ expires: '1', signature: signature.slice(1) }).success).toBe(
      false,
    );
    expect(signedFileQuerySchema.safeParse({ expires: '1', signature: `${signature}A` }).success).toBe(false);
    expect(signedFileQuerySchema.safeParse({ expires: '1', signature: `x${signature}` }).success).toBe(false);
    expect(
      signedFileQuerySchema.safeParse({ expires: '1', signature: `${signature.slice(1)}+` }).success,
    ).toBe(false);
  });

  it('refuses an expiry time that is not a positive whole number', () => {
    expect(signedFileQuerySchema.safeParse({ expires: '0', signature }).success).toBe(false);
    expect(signedFileQuerySchema.safeParse({ expires: '1.5', signature }).success).toBe(false);
  });
});

describe('file references', () => {
  it('points at a file by its guid only', () => {
    expect(fileRefSchema.parse({ guid, originalName: 'a.pdf' })).toEqual({ guid });
    expect(fileRefSchema.safeParse({ guid: 'abc' }).success).toBe(false);
    expect(fileGuidParamsSchema.parse({ guid })).toEqual({ guid });
    expect(fileGuidParamsSchema.safeParse({ guid: 'abc' }).success).toBe(false);
  });

  it('passes a file record, its stored part and a link through', () => {
    const record: FileRecord = {
      guid,
      originalName: 'a.pdf',
      mimeType: 'application/pdf',
      size: 10,
      createdAt: '2025-03-12T10:00:00.000Z',
    };
    expect(fileRecordSchema.parse(record)).toEqual(record);
    expect(storedFileSchema.parse(record)).toEqual({
      guid,
      originalName: 'a.pdf',
      mimeType: 'application/pdf',
    });
    const link = { url: '/api/files/x/stream?expires=1&signature=s', expiresAt: '2025-03-12T14:00:00.000Z' };
    expect(fileLinkSchema.parse(link)).toEqual(link);
  });
});

// decisions.md «Uploads»: PDF, JPEG, PNG, MP4, DOCX, XLSX, DOC, XLS.
describe('UPLOAD_KINDS', () => {
  it('lists the accepted extensions for the file picker', () => {
    expect(UPLOAD_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png,.mp4,.docx,.xlsx,.doc,.xls');
  });

  it('names the MIME type of each kind', () => {
    expect(
      Object.fromEntries(Object.entries(UPLOAD_KINDS).map(([kind, { mimeType }]) => [kind, mimeType])),
    ).toEqual({
      pdf: 'application/pdf',
      jpeg: 'image/jpeg',
      png: 'image/png',
      mp4: 'video/mp4',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      doc: 'application/msword',
      xls: 'application/vnd.ms-excel',
    });
  });
});
