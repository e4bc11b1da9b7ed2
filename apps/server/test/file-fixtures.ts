import type { FileRecord } from '@portal/contract/files/files.schemas';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { png } from '../src/seed/demo-documents';

/** A real 1×1 grey PNG: signature, IHDR, IDAT and IEND with their CRCs. */
export const tinyPng = (): Buffer => png(1, 1, () => [128, 128, 128]);

export const tinyPdf = (): Buffer =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );

/** The start of an MP4: an ftyp box, which is what the upload's kind check reads. */
export const tinyMp4 = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0x00, 0x00, 0x02, 0x00]),
    Buffer.from('isommp41', 'latin1'),
    Buffer.from([0x00, 0x00, 0x00, 0x08]),
    Buffer.from('free', 'latin1'),
  ]);

/** A real ZIP archive of the given parts, as Word and Excel write them (deflated, with a central directory). */
export const zipOf = (parts: Record<string, string>): Buffer =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(parts).map(([name, text]) => [name, strToU8(text)]))),
  );

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** The parts a Word document cannot do without: [Content_Types].xml and its main part, word/document.xml. */
export const tinyDocx = (): Buffer =>
  zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    'word/document.xml':
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  });

/** An Excel workbook: [Content_Types].xml and its main part, xl/workbook.xml. */
export const tinyXlsx = (): Buffer =>
  zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    'xl/workbook.xml': '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>',
  });

/** A Windows executable: what a renamed .exe really holds. */
export const fakeExe = (): Buffer => Buffer.concat([Buffer.from('MZ', 'latin1'), Buffer.alloc(62, 0x90)]);

export const uploadFile = async (
  app: FastifyInstance,
  auth: Record<string, string>,
  originalName = 'scan.png',
  content: Buffer = tinyPng(),
): Promise<FileRecord> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    headers: auth,
    payload: { base64file: content.toString('base64'), originalName },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json() as FileRecord;
};
