import { UPLOAD_KINDS, type UploadKind } from '@portal/contract/files/files.schemas';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** What the bytes really are, judged by their magic numbers; null for anything not allowed. */
export const detectKind = (bytes: Buffer): UploadKind | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const head = bytes.subarray(0, Math.min(bytes.length, 4096)).toString('latin1');
    if (head.includes('word/')) return 'docx';
    if (head.includes('xl/')) return 'xlsx';
  }
  return null;
};

export const extensionOf = (name: string): string => name.split('.').pop()?.toLowerCase() ?? '';

/** The kind a name claims, as long as the bytes agree; OLE documents serve both .doc and .xls. */
export const matchKind = (bytes: Buffer, originalName: string): UploadKind | null => {
  const detected = detectKind(bytes);
  if (!detected) return null;
  const extension = extensionOf(originalName);
  if (detected === 'doc' && extension === 'xls') return 'xls';
  return (UPLOAD_KINDS[detected].extensions as readonly string[]).includes(extension) ? detected : null;
};
