import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { amountInWords } from '@portal/contract/proformas/amount-in-words';
import { formatDay } from '@portal/contract/proformas/proforma.columns';
import {
  orMissing,
  PRINT_NO_VAT,
  printDoneSentence,
  printLineTitle,
  printMoney,
  printRate,
  printTitles,
  printVatRows,
} from '@portal/contract/proformas/proforma-print';
import type { Proforma, ProformaLine } from '@portal/contract/proformas/proformas.schemas';
import PDFDocument from 'pdfkit';
import type { PartyRequisites, ProformaParties } from './proforma-requisites';
import { moscowToday } from './proformas.presenter';

// DESIGN 12 «Proformas»: `GET .../proforms/{proformaId}/pdf` prints the proforma as «Счёт на оплату» and «Акт
// оказанных услуг»: both parties' requisites, the lines, VAT, the total and the total in words. The DejaVu fonts
// come with the npm package dejavu-fonts-ttf (they carry Cyrillic and «₽»), never from the system.

export const PDF_MIME_TYPE = 'application/pdf';

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once: each document embeds only the glyphs it uses. */
const fontFiles = () => {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

type Column = {
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: ProformaLine, index: number) => string;
};

// A4 is 595 pt wide; 40 pt margins leave 515.
const MARGIN = 40;
const COLUMNS: readonly Column[] = [
  { header: '№', width: 24, align: 'center', cell: (_, index) => String(index + 1) },
  { header: 'Наименование работ, услуг', width: 211, align: 'left', cell: printLineTitle },
  { header: 'Сумма без НДС, ₽', width: 72, align: 'right', cell: (line) => printMoney(line.sumWithoutVat) },
  { header: 'Ставка НДС', width: 52, align: 'center', cell: (line) => printRate(line.vatRate) },
  {
    header: 'НДС, ₽',
    width: 72,
    align: 'right',
    cell: (line) => (line.vatRate === 0 ? PRINT_NO_VAT : printMoney(line.vat)),
  },
  { header: 'Сумма с НДС, ₽', width: 84, align: 'right', cell: (line) => printMoney(line.summ) },
];
const TABLE_WIDTH = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const PADDING = 3;
const BODY_SIZE = 9;
const TABLE_SIZE = 8;

type Doc = PDFKit.PDFDocument;

const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Room for `height` more points on this page, or a new page. */
const ensureRoom = (doc: Doc, height: number): boolean => {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
};

const heading = (doc: Doc, title: string) => {
  doc.font('bold').fontSize(14).text(title, MARGIN, doc.y, { width: TABLE_WIDTH });
  doc.moveDown(0.3);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + TABLE_WIDTH, doc.y)
    .lineWidth(1.2)
    .stroke();
  doc.moveDown(0.6);
};

const LABEL_WIDTH = 120;
/** «Поставщик (исполнитель): …» then its ИНН, КПП, address and bank, each on its own row. */
const party = (doc: Doc, role: string, requisites: PartyRequisites) => {
  const rows: [string, string][] = [
    [role, requisites.name],
    ['ИНН / КПП', `${orMissing(requisites.inn)} / ${orMissing(requisites.kpp)}`],
    ['Адрес', orMissing(requisites.address)],
    ['Банк', orMissing(requisites.bankName)],
    ['БИК', orMissing(requisites.bik)],
    ['Расчётный счёт', orMissing(requisites.bankAccount)],
    ['Корр. счёт', orMissing(requisites.correspondentAccount)],
  ];
  doc.fontSize(BODY_SIZE);
  for (const [index, [label, value]] of rows.entries()) {
    const valueWidth = TABLE_WIDTH - LABEL_WIDTH;
    const height = Math.max(
      doc.font('regular').heightOfString(`${label}:`, { width: LABEL_WIDTH - 6 }),
      doc.font(index === 0 ? 'bold' : 'regular').heightOfString(value, { width: valueWidth }),
    );
    ensureRoom(doc, height);
    const y = doc.y;
    doc.font('regular').text(`${label}:`, MARGIN, y, { width: LABEL_WIDTH - 6 });
    doc.font(index === 0 ? 'bold' : 'regular').text(value, MARGIN + LABEL_WIDTH, y, { width: valueWidth });
    doc.y = y + height + 1;
  }
  doc.moveDown(0.5);
};

/** A row is as tall as its tallest cell. */
const rowHeight = (doc: Doc, cells: readonly string[], bold: boolean): number => {
  doc.font(bold ? 'bold' : 'regular').fontSize(TABLE_SIZE);
  const heights = cells.map((cell, index) =>
    doc.heightOfString(cell, { width: COLUMNS[index]!.width - 2 * PADDING }),
  );
  return Math.max(...heights) + 2 * PADDING;
};

/** One row of cells with borders (the head's bold and centred). */
const tableRow = (
  doc: Doc,
  cells: readonly string[],
  bold: boolean,
  height = rowHeight(doc, cells, bold),
) => {
  doc.font(bold ? 'bold' : 'regular').fontSize(TABLE_SIZE);
  const y = doc.y;
  let x = MARGIN;
  for (const [index, cell] of cells.entries()) {
    const column = COLUMNS[index]!;
    doc.lineWidth(0.5).rect(x, y, column.width, height).stroke();
    doc.text(cell, x + PADDING, y + PADDING, {
      width: column.width - 2 * PADDING,
      align: bold ? 'center' : column.align,
    });
    x += column.width;
  }
  doc.x = MARGIN;
  doc.y = y + height;
};

const headerCells = COLUMNS.map((column) => column.header);

/** The lines' table; the head repeats on each page the lines run onto. */
const linesTable = (doc: Doc, lines: readonly ProformaLine[]) => {
  tableRow(doc, headerCells, true);
  for (const [index, line] of lines.entries()) {
    const cells = COLUMNS.map((column) => column.cell(line, index));
    const height = rowHeight(doc, cells, false);
    if (ensureRoom(doc, height)) tableRow(doc, headerCells, true);
    tableRow(doc, cells, false, height);
  }
};

/** «Итого без НДС», the VAT rows, «Всего к оплате», right-aligned under the table. */
const totals = (doc: Doc, proforma: Proforma) => {
  const rows = [
    { label: 'Итого без НДС', value: printMoney(proforma.totals.sumWithoutVat) },
    ...printVatRows(proforma),
    { label: 'Всего к оплате', value: printMoney(proforma.totals.summ) },
  ];
  doc.moveDown(0.4);
  const valueWidth = 84;
  const labelWidth = 160;
  const labelX = MARGIN + TABLE_WIDTH - valueWidth - labelWidth;
  for (const row of rows) {
    ensureRoom(doc, 14);
    const y = doc.y;
    doc.font('bold').fontSize(BODY_SIZE);
    doc.text(`${row.label}:`, labelX, y, { width: labelWidth - 6, align: 'right' });
    doc.text(row.value, labelX + labelWidth, y, { width: valueWidth, align: 'right' });
    doc.y = y + 13;
  }
  doc.x = MARGIN;
  doc.moveDown(0.5);
  const words = `Всего к оплате: ${amountInWords(proforma.totals.summ)}`;
  ensureRoom(doc, 30);
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .text(
      `Всего наименований ${proforma.lines.length}, на сумму ${printMoney(proforma.totals.summ)} руб.`,
      MARGIN,
      doc.y,
      { width: TABLE_WIDTH },
    );
  doc.font('bold').text(words, { width: TABLE_WIDTH });
  doc.moveDown(1);
};

const period = (doc: Doc, proforma: Proforma) => {
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .text(
      `Период оказания услуг: с ${formatDay(proforma.dateFrom)} по ${formatDay(proforma.dateTo)}`,
      MARGIN,
      doc.y,
      {
        width: TABLE_WIDTH,
      },
    );
  doc.moveDown(0.6);
};

/** «Исполнитель» and «Заказчик» side by side, each with its name, a line to sign and «М. П.». */
const signatures = (doc: Doc, parties: ProformaParties) => {
  ensureRoom(doc, 90);
  const half = (TABLE_WIDTH - 30) / 2;
  const y = doc.y;
  const block = (x: number, role: string, name: string) => {
    doc.font('bold').fontSize(BODY_SIZE).text(role, x, y, { width: half });
    doc.font('regular').text(name, x, doc.y + 2, { width: half });
    const lineY = doc.y + 26;
    doc
      .moveTo(x, lineY)
      .lineTo(x + half, lineY)
      .lineWidth(0.5)
      .stroke();
    doc.fontSize(7).text('подпись / расшифровка подписи', x, lineY + 2, { width: half, align: 'center' });
    doc.fontSize(BODY_SIZE).text('М. П.', x, lineY + 16, { width: half });
    return doc.y;
  };
  const left = block(MARGIN, 'Исполнитель', parties.supplier.name);
  const right = block(MARGIN + half + 30, 'Заказчик', parties.buyer.name);
  doc.x = MARGIN;
  doc.y = Math.max(left, right);
};

/** The printable proforma: page 1 the invoice, then the act on a page of its own. */
export const proformaPdf = (proforma: Proforma, parties: ProformaParties, now: Date): Promise<Buffer> => {
  const titles = printTitles(
    proforma.number,
    proforma.sentOn ? moscowToday(new Date(proforma.sentOn)) : moscowToday(now),
  );
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: titles.invoice,
      Author: parties.supplier.name,
      CreationDate: now,
    },
  });
  const { regular, bold } = fontFiles();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  heading(doc, titles.invoice);
  party(doc, 'Поставщик (исполнитель)', parties.supplier);
  party(doc, 'Покупатель (заказчик)', parties.buyer);
  period(doc, proforma);
  linesTable(doc, proforma.lines);
  totals(doc, proforma);

  doc.addPage();
  heading(doc, titles.act);
  party(doc, 'Исполнитель', parties.supplier);
  party(doc, 'Заказчик', parties.buyer);
  period(doc, proforma);
  linesTable(doc, proforma.lines);
  totals(doc, proforma);
  ensureRoom(doc, 40);
  doc
    .font('regular')
    .fontSize(BODY_SIZE)
    .text(printDoneSentence(proforma), MARGIN, doc.y, { width: TABLE_WIDTH });
  doc.moveDown(2);
  signatures(doc, parties);

  doc.end();
  return done;
};
