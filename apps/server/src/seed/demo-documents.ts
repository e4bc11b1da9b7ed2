import { crc32, deflateSync } from 'node:zlib';

// The fleet's demo photos and scans are drawn here rather than shipped: a few hundred bytes each, made in
// microseconds, and no binaries in git.

const pngChunk = (type: string, data: Buffer) => {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
};

type Rgb = readonly [number, number, number];

/** An RGB PNG of width × height whose pixels the function colours (also the tests' tiny image). */
export const png = (width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

const BACKDROPS: Rgb[] = [
  [197, 216, 235],
  [214, 228, 206],
  [236, 222, 200],
  [221, 210, 232],
];

/** A 96 × 120 passport-style portrait placeholder: a grey silhouette on one of four backdrops. */
export const demoPhoto = (index: number): Buffer => {
  const backdrop = BACKDROPS[index % BACKDROPS.length]!;
  return png(96, 120, (x, y) => {
    const head = (x - 48) ** 2 + (y - 46) ** 2 <= 21 ** 2;
    const shoulders = ((x - 48) / 42) ** 2 + ((y - 124) / 44) ** 2 <= 1;
    return head || shoulders ? [96, 104, 116] : backdrop;
  });
};

const pdfText = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);

/**
 * A one-page A5 PDF that looks like a scanned form: a frame, the title and lines of text (Latin letters only: the
 * standard fonts have no Cyrillic), then grey bars for the rest of the page.
 */
export const demoScan = (title: string, lines: string[]): Buffer => {
  const text = [
    'BT /F1 16 Tf 40 540 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 10 Tf',
    ...lines.map((line) => `0 -22 Td (${pdfText(line)}) Tj`),
    'ET',
  ];
  const bars = Array.from(
    { length: 8 },
    (_, index) => `40 ${330 - index * 26} ${280 - (index % 3) * 60} 8 re f`,
  );
  const content = ['0.2 G 2 w 20 20 380 555 re S', ...text, '0.82 g', ...bars, '0 g 40 60 120 1 re f'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};
