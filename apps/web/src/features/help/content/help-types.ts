import type { RouteId } from '@portal/contract/routes/route-table';

/** One piece of a help section; every kind is plain text, so search and highlighting work on all of them. */
export type HelpBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'steps'; title: string; items: readonly string[] }
  | { kind: 'list'; title?: string; items: readonly string[] }
  | { kind: 'terms'; title?: string; items: readonly { term: string; text: string }[] }
  | { kind: 'note'; tone: 'info' | 'warning'; text: string }
  | { kind: 'qa'; question: string; answer: string };

export type HelpSection = {
  /** The anchor of the section: unique within its page, kebab-case. */
  id: string;
  title: string;
  /** The screens the section is about, shown as «Где найти» links (route table titles). */
  screens?: readonly RouteId[];
  blocks: readonly HelpBlock[];
};
