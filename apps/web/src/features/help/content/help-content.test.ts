import { describe, expect, it } from 'vitest';
import { blockText } from '../search/help-search';
import { CONTRACTOR_MANUAL } from './contractor-manual';
import { CUSTOMER_MANUAL } from './customer-manual';
import { helpAboutSection, helpFaqSection } from './help-overview';
import type { HelpSection } from './help-types';
import { delayText, INTEGRATION_HELP } from './integration-help';

const PAGES: Record<string, readonly HelpSection[]> = {
  'customer manual': CUSTOMER_MANUAL,
  'contractor manual': CONTRACTOR_MANUAL,
  'customer help': [helpAboutSection('customer'), helpFaqSection('customer'), INTEGRATION_HELP],
  'contractor help': [helpAboutSection('contractor'), helpFaqSection('contractor'), INTEGRATION_HELP],
};

describe.each(Object.entries(PAGES))('%s content', (_, sections) => {
  it('gives every section a unique kebab-case anchor', () => {
    const ids = sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has no empty sections or blocks', () => {
    for (const section of sections) {
      expect(section.title.trim()).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
      for (const block of section.blocks) expect(blockText(block).trim()).not.toBe('');
    }
  });
});

describe('manual content', () => {
  it('describes the proformas that now work: the carrier sends, the customer returns, accepts and pays', () => {
    const proformaText = (manual: readonly HelpSection[]) =>
      manual
        .find((section) => section.id === 'proformas')
        ?.blocks.map(blockText)
        .join('\n') ?? '';
    expect(proformaText(CONTRACTOR_MANUAL)).toContain('нажмите «Сформировать»');
    expect(proformaText(CONTRACTOR_MANUAL)).toContain('«П-2026-0007.1»');
    expect(proformaText(CUSTOMER_MANUAL)).toContain('нажмите «Вернуть»');
    expect(proformaText(CUSTOMER_MANUAL)).toContain('нажмите «Оплачено»');
    for (const manual of [CUSTOMER_MANUAL, CONTRACTOR_MANUAL]) {
      expect(proformaText(manual)).toContain('22 % — с 01.01.2026');
      expect(proformaText(manual)).not.toContain('недоступны');
    }
  });

  it('states the bid rule and the rating colour bounds of the product', () => {
    const text = (sections: readonly HelpSection[]) =>
      sections.flatMap((section) => section.blocks.map(blockText)).join('\n');
    for (const manual of [CUSTOMER_MANUAL, CONTRACTOR_MANUAL]) {
      expect(text(manual)).toContain('текущей лучшей цены минус шаг ставки');
      expect(text(manual)).toContain('До 30 включительно');
      expect(text(manual)).toContain('50 и выше');
    }
  });
});

describe('integration help (issue 26)', () => {
  const text = INTEGRATION_HELP.blocks.map(blockText).join('\n');

  it('names the signed string, the key and the header of the Standard Webhooks signature', () => {
    expect(text).toContain('«id.timestamp.body»');
    expect(text).toContain('после «whsec_», декодированная из base64');
    expect(text).toContain('HMAC-SHA256');
    expect(text).toContain('«v1,<подпись>»');
    expect(text).toContain('5 минут');
  });

  it("states the contract's retry schedule and limits", () => {
    expect(text).toContain(
      'через 5 с, 5 мин, 30 мин, 2 ч, 5 ч, 10 ч, 14 ч, 20 ч, 24 ч после предыдущей попытки',
    );
    expect(text).toContain('Не больше 10 запросов в секунду на ключ');
    expect(text).toContain('не больше 100 за раз');
  });

  it('writes a delay in the largest whole unit', () => {
    expect([5, 90, 300, 5400, 7200].map(delayText)).toEqual(['5 с', '90 с', '5 мин', '90 мин', '2 ч']);
  });
});
