import { describe, expect, it } from 'vitest';
import type { HelpSection } from '../content/help-types';
import { filterSections, normalizeText, searchTerms, splitByTerms } from './help-search';

const SECTIONS: HelpSection[] = [
  {
    id: 'auctions',
    title: 'Аукционы',
    blocks: [
      { kind: 'paragraph', text: 'Аукцион — редукцион: побеждает наименьшая ставка.' },
      {
        kind: 'list',
        title: 'Правила',
        items: ['Ставка не выше стартовой цены.', 'Шаг ставки задаёт заказчик.'],
      },
    ],
  },
  {
    id: 'attorneys',
    title: 'Доверенности',
    screens: ['attorneys'],
    blocks: [
      { kind: 'paragraph', text: 'Без действующей доверенности водителя нельзя поставить на рейс.' },
      { kind: 'note', tone: 'info', text: 'Продлевайте срок заранее.' },
    ],
  },
  {
    id: 'rating',
    title: 'Рейтинг',
    blocks: [{ kind: 'terms', items: [{ term: 'Зелёный', text: 'Высокий рейтинг.' }] }],
  },
];

const ids = (query: string) => filterSections(SECTIONS, query).map(({ section }) => section.id);

describe('help search', () => {
  it('treats ё as е and ignores case', () => {
    expect(normalizeText('Зелёный ЁЖ')).toBe('зеленый еж');
    expect(searchTerms('  Зелёный   РЕЙТИНГ ')).toEqual(['зеленый', 'рейтинг']);
    expect(ids('зеленый')).toEqual(['rating']);
  });

  it('keeps every section for an empty query', () => {
    expect(ids('   ')).toEqual(['auctions', 'attorneys', 'rating']);
  });

  it('keeps only the sections that hold every word of the query', () => {
    expect(ids('ставка')).toEqual(['auctions']);
    expect(ids('водителя рейс')).toEqual(['attorneys']);
    expect(ids('ставка водителя')).toEqual([]);
  });

  it('shows only the matching blocks when the title does not match', () => {
    const [match] = filterSections(SECTIONS, 'срок');
    expect(match?.section.id).toBe('attorneys');
    expect(match?.blocks).toEqual([SECTIONS[1]?.blocks[1]]);
  });

  it('shows the whole section when its title or screens match', () => {
    expect(filterSections(SECTIONS, 'аукционы')[0]?.blocks).toHaveLength(2);
    // «Доверенности» is also the route table title of the attorneys screen.
    expect(filterSections(SECTIONS, 'доверенности')[0]?.blocks).toHaveLength(2);
  });

  it('finds words of content that is not a block through searchText', () => {
    const sections = [{ id: 'docs', title: 'Образцы', blocks: [], searchText: 'Шаблон договора' }];
    expect(filterSections(sections, 'договора')).toHaveLength(1);
  });

  it('splits text into plain and matching parts, merging overlaps', () => {
    expect(splitByTerms('Ставка и ставки', ['ставк'])).toEqual([
      { text: 'Ставк', isMatch: true },
      { text: 'а и ', isMatch: false },
      { text: 'ставк', isMatch: true },
      { text: 'и', isMatch: false },
    ]);
    expect(splitByTerms('Зелёный', ['зел', 'еле'])).toEqual([
      { text: 'Зелё', isMatch: true },
      { text: 'ный', isMatch: false },
    ]);
    expect(splitByTerms('Рейс', [])).toEqual([{ text: 'Рейс', isMatch: false }]);
  });
});
