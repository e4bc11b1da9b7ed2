import { describe, expect, it } from 'vitest';
import { tinyDocx, tinyPdf, tinyXlsx, zipOf } from '../../../test/file-fixtures';
import { detectKind, matchKind } from './file-kind';

describe('detectKind', () => {
  it('knows a real DOCX and XLSX by the main part their archive holds', () => {
    expect(detectKind(tinyDocx())).toBe('docx');
    expect(detectKind(tinyXlsx())).toBe('xlsx');
    expect(matchKind(tinyDocx(), 'Договор.docx')).toBe('docx');
    expect(matchKind(tinyXlsx(), 'Реестр.XLSX')).toBe('xlsx');
  });

  it('refuses ZIP magic followed by text, even when the text names the main part', () => {
    const fake = Buffer.from('PK\x03\x04word/document.xml xl/workbook.xml', 'latin1');
    expect(detectKind(fake)).toBeNull();
  });

  it('refuses a real archive without the main part', () => {
    expect(detectKind(zipOf({ 'word/styles.xml': '<w/>', 'readme.txt': 'x' }))).toBeNull();
    expect(detectKind(zipOf({ 'xl/styles.xml': '<x/>' }))).toBeNull();
  });

  it('takes a PDF with its %%EOF trailer near the end', () => {
    expect(detectKind(tinyPdf())).toBe('pdf');
    // Writers append a line break or a few bytes after the marker.
    expect(detectKind(Buffer.concat([tinyPdf(), Buffer.alloc(500, 0x20)]))).toBe('pdf');
  });

  it('refuses %PDF- followed by HTML, and a PDF cut before its trailer', () => {
    expect(detectKind(Buffer.from('%PDF-1.7\n<html><body>hello</body></html>', 'latin1'))).toBeNull();
    const pdf = tinyPdf();
    expect(detectKind(pdf.subarray(0, pdf.indexOf('%%EOF')))).toBeNull();
    // A marker buried under more than 1 KB of trailing bytes is not a trailer.
    expect(detectKind(Buffer.concat([tinyPdf(), Buffer.alloc(2000, 0x41)]))).toBeNull();
  });
});
