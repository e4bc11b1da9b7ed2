import { UPLOAD_KINDS, type UploadKind } from '@portal/contract/files/files.schemas';
import { zipEntryNames } from './zip-entries';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** PDF readers look for the `%%EOF` marker in the last 1024 bytes; a file cut short or an HTML page has none. */
const PDF_TRAILER_WINDOW = 1024;
const hasPdfTrailer = (bytes: Buffer) =>
  bytes.subarray(Math.max(0, bytes.length - PDF_TRAILER_WINDOW)).includes('%%EOF', 0, 'latin1');

/** An Office Open XML document is a ZIP archive holding its main part, not just bytes that start like one. */
const officeKind = (bytes: Buffer): UploadKind | null => {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  if (names.includes('word/document.xml')) return 'docx';
  if (names.includes('xl/workbook.xml')) return 'xlsx';
  return null;
};

/** What the bytes really are, judged by their magic numbers and structure; null for anything not allowed. */
export const detectKind = (bytes: Buffer): UploadKind | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return hasPdfTrailer(bytes) ? 'pdf' : null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp') return 'mp4';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeKind(bytes);
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
