import { routeById } from '@portal/contract/routes/route-table';
import type { HelpBlock, HelpSection } from '../content/help-types';

/** A section as search sees it: its text, plus words of content that is not a block (links, documents). */
export type SearchableSection = HelpSection & { searchText?: string };

export type SectionMatch<S extends SearchableSection> = {
  section: S;
  /** The blocks to show: all of them, or only those that match when the title alone does not. */
  blocks: readonly HelpBlock[];
};

export type TextPart = { text: string; isMatch: boolean };

// Users type «е» for «ё» and mix cases; one char for one char keeps match positions valid in the original text.
const normalizeChar = (char: string): string => {
  const lower = char.toLowerCase();
  if (lower === 'ё') return 'е';
  return lower.length === char.length ? lower : char;
};

export const normalizeText = (text: string): string => Array.from(text, normalizeChar).join('');

/** The words of a query; a section or block matches when it holds every one of them. */
export const searchTerms = (query: string): string[] => normalizeText(query).split(/\s+/).filter(Boolean);

export const blockText = (block: HelpBlock): string => {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'steps':
      return [block.title, ...block.items].join('\n');
    case 'list':
      return [block.title ?? '', ...block.items].join('\n');
    case 'terms':
      return [block.title ?? '', ...block.items.map((item) => `${item.term} ${item.text}`)].join('\n');
    case 'qa':
      return `${block.question}\n${block.answer}`;
    default: {
      const exhaustive: never = block;
      throw new Error(`Unknown help block ${String(exhaustive)}`);
    }
  }
};

const hasEvery = (text: string, terms: readonly string[]): boolean => {
  const normalized = normalizeText(text);
  return terms.every((term) => normalized.includes(term));
};

const hasSome = (text: string, terms: readonly string[]): boolean => {
  const normalized = normalizeText(text);
  return terms.some((term) => normalized.includes(term));
};

const headingText = (section: SearchableSection): string =>
  [section.title, ...(section.screens ?? []).map((id) => routeById(id).title), section.searchText ?? ''].join(
    '\n',
  );

/**
 * The sections that hold every search term. A section whose heading (title, screens, extra words) matches shows
 * whole; otherwise only its blocks that match, or, when the terms are spread over several blocks, those that
 * hold any of them.
 */
export const filterSections = <S extends SearchableSection>(
  sections: readonly S[],
  query: string,
): SectionMatch<S>[] => {
  const terms = searchTerms(query);
  if (terms.length === 0) return sections.map((section) => ({ section, blocks: section.blocks }));
  const matches: SectionMatch<S>[] = [];
  for (const section of sections) {
    const heading = headingText(section);
    const texts = section.blocks.map(blockText);
    if (!hasEvery([heading, ...texts].join('\n'), terms)) continue;
    if (hasEvery(heading, terms)) {
      matches.push({ section, blocks: section.blocks });
      continue;
    }
    const full = section.blocks.filter((_, index) => hasEvery(texts[index] ?? '', terms));
    const partial = section.blocks.filter((_, index) => hasSome(texts[index] ?? '', terms));
    matches.push({ section, blocks: full.length > 0 ? full : partial });
  }
  return matches;
};

/** Splits `text` into plain and matching parts for highlighting (overlapping matches merge). */
export const splitByTerms = (text: string, terms: readonly string[]): TextPart[] => {
  if (terms.length === 0 || text === '') return [{ text, isMatch: false }];
  const normalized = normalizeText(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let from = normalized.indexOf(term); from !== -1; from = normalized.indexOf(term, from + 1)) {
      ranges.push([from, from + term.length]);
    }
  }
  if (ranges.length === 0) return [{ text, isMatch: false }];
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), isMatch: false });
    parts.push({ text: text.slice(start, end), isMatch: true });
    cursor = end;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), isMatch: false });
  return parts;
};
