import type { GuardSubject } from '@portal/contract/routes/guards';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { HelpBlock } from '../content/help-types';
import type { SearchableSection } from '../search/help-search';
import { HelpBlockView } from './help-block-view';
import { HelpScreenLinks } from './help-screen-links';
import { HighlightText } from './highlight-text';

/** A section of a help page: content blocks plus, for live parts (links, documents), rendered content. */
export type HelpArticleSection = SearchableSection & { extra?: ReactNode };

type HelpSectionViewProps = {
  section: HelpArticleSection;
  blocks: readonly HelpBlock[];
  terms: readonly string[];
  subject: GuardSubject;
};

export function HelpSectionView({ section, blocks, terms, subject }: HelpSectionViewProps) {
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} className="help-section" aria-labelledby={titleId}>
      <Typography.Title level={4} id={titleId} className="help-section__title">
        <HighlightText text={section.title} terms={terms} />
        <a
          href={`#${section.id}`}
          className="help-section__anchor"
          aria-label={`Ссылка на раздел «${section.title}»`}
        >
          #
        </a>
      </Typography.Title>
      {section.screens && section.screens.length > 0 && (
        <HelpScreenLinks screens={section.screens} subject={subject} />
      )}
      {blocks.map((block) => (
        <HelpBlockView key={section.blocks.indexOf(block)} block={block} terms={terms} />
      ))}
      {section.extra}
    </section>
  );
}
