import { describe, expect, it } from 'vitest';
import {
  orMissing,
  printDoneSentence,
  printLineTitle,
  printMoney,
  printRate,
  printTitles,
  printVatRows,
} from './proforma-print';
import type { ProformaLine } from './proformas.schemas';

const line = (overrides: Partial<ProformaLine>): ProformaLine => ({
  id: 1,
  kind: 'flight',
  route: { id: 10, routeCode: '0510МСК-ЕКБ' },
  date: '2026-01-10',
  routeWay: { id: 4, name: 'Москва — Екатеринбург' },
  source: null,
  summ: 122_000,
  vatRate: 22,
  vat: 22_000,
  sumWithoutVat: 100_000,
  comment: null,
  file: null,
  evidence: null,
  returnReason: null,
  ...overrides,
});
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the printed proforma’s texts', () => {
  it('names a flight line by its flight, date and route way; a penalty by its flight; an extra by its comment', () => {
    expect(printLineTitle(line({}))).toBe(
      'Перевозка по рейсу 0510МСК-ЕКБ от 10.01.2026, Москва — Екатеринбург',
    );
    expect(printLineTitle(line({ routeWay: null }))).toBe('Перевозка по рейсу 0510МСК-ЕКБ от 10.01.2026');
    expect(printLineTitle(line({ kind: 'penalty', summ: -2000 }))).toBe(
      'Штраф за опоздание по рейсу 0510МСК-ЕКБ от 10.01.2026',
    );
    expect(printLineTitle(line({ kind: 'extra', route: null, comment: 'Простой на погрузке' }))).toBe(
      'Доплата: Простой на погрузке',
    );
    expect(printLineTitle(line({ kind: 'extra', route: null }))).toBe('Доплата');
  });

  it('prints one VAT row for one rate, one per rate when mixed, «Без НДС» for rate 0', () => {
    const december = line({ vatRate: 20, summ: 60_000, vat: 10_000, sumWithoutVat: 50_000 });
    const january = line({ summ: 80_000, vat: 14_426.23, sumWithoutVat: 65_573.77 });
    const totals = { summ: 140_000, vat: 24_426.23, sumWithoutVat: 115_573.77 };
    expect(
      printVatRows({ lines: [january], totals }).map((row) => plain(`${row.label}: ${row.value}`)),
    ).toEqual(['НДС: 24 426,23']);
    expect(
      printVatRows({ lines: [january, december, january], totals }).map((row) =>
        plain(`${row.label}: ${row.value}`),
      ),
    ).toEqual(['НДС 20 %: 10 000,00', 'НДС 22 %: 28 852,46']);
    const free = line({ vatRate: 0, vat: 0 });
    expect(printVatRows({ lines: [free], totals: { ...totals, vat: 0 } })).toEqual([
      { label: 'НДС', value: 'Без НДС' },
    ]);
    expect(printVatRows({ lines: [], totals: { summ: 0, vat: 0, sumWithoutVat: 0 } })).toEqual([
      { label: 'НДС', value: 'Без НДС' },
    ]);
    expect(printVatRows({ lines: [free, december], totals }).map((row) => row.label)).toEqual(['НДС 20 %']);
  });

  it('titles a sent proforma by its number and day, a draft as a project without a number', () => {
    expect(printTitles('П-2026-0007.1', '2026-03-10')).toEqual({
      invoice: 'Счёт на оплату № П-2026-0007.1 от 10.03.2026',
      act: 'Акт № П-2026-0007.1 от 10.03.2026 оказанных услуг',
    });
    expect(printTitles(null, '2026-03-10')).toEqual({
      invoice: 'Проект счёта (черновик)',
      act: 'Проект акта оказанных услуг (черновик)',
    });
  });

  it('prints money with two decimals, rates with a percent, missing requisites as a dash', () => {
    expect(plain(printMoney(140_000))).toBe('140 000,00');
    expect(plain(printMoney(-2000.5))).toBe('-2 000,50');
    expect(printRate(22)).toBe('22 %');
    expect(printRate(0)).toBe('Без НДС');
    expect(orMissing(null)).toBe('—');
    expect(orMissing('  ')).toBe('—');
    expect(orMissing('044525225')).toBe('044525225');
  });
});

describe('the act’s closing sentence', () => {
  it('says «в срок» only when no line charges a lateness penalty', () => {
    expect(printDoneSentence({ lines: [line({})] })).toContain('выполнены полностью и в срок');
    const late = printDoneSentence({ lines: [line({}), line({ id: 2, kind: 'penalty', summ: -2000 })] });
    expect(late).not.toContain('в срок');
    expect(late).toContain('учтено штрафами за опоздание');
  });
});
