import { describe, expect, it } from 'vitest';
import { blockText } from '../search/help-search';
import { CONTRACTOR_MANUAL } from './contractor-manual';
import { CUSTOMER_MANUAL } from './customer-manual';
import { helpAboutSection, helpFaqSection } from './help-overview';
import type { HelpSection } from './help-types';

const PAGES: Record<string, readonly HelpSection[]> = {
  'customer manual': CUSTOMER_MANUAL,
  'contractor manual': CONTRACTOR_MANUAL,
  'customer help': [helpAboutSection('customer'), helpFaqSection('customer')],
  'contractor help': [helpAboutSection('contractor'), helpFaqSection('contractor')],
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
