import { SearchOutlined } from '@ant-design/icons';
import type { GuardSubject } from '@portal/contract/routes/guards';
import { Button, Empty, Input, Typography } from 'antd';
import { type KeyboardEvent, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { filterSections, searchTerms } from '../search/help-search';
import './help-article.css';
import { type HelpArticleSection, HelpSectionView } from './help-section-view';
import { HelpToc } from './help-toc';

type HelpArticleProps = {
  intro?: string;
  sections: readonly HelpArticleSection[];
  subject: GuardSubject;
};

const SEARCH_LABEL = 'Поиск по разделу';

const scrollToHash = () => {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (id) document.getElementById(id)?.scrollIntoView();
};

/** One help screen: search over the sections, a table of contents and the sections themselves. */
export function HelpArticle({ intro, sections, subject }: HelpArticleProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => filterSections(sections, deferredQuery), [sections, deferredQuery]);
  const terms = useMemo(() => searchTerms(deferredQuery), [deferredQuery]);
  const isSearching = terms.length > 0;

  // A link to /customer-manual#auctions lands on its section: the router does not scroll to hashes.
  useEffect(scrollToHash, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query !== '') {
      event.stopPropagation();
      setQuery('');
    }
  };

  return (
    <div className="help-article">
      {intro && <Typography.Paragraph className="help-article__intro">{intro}</Typography.Paragraph>}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to browsers before 2023 */}
      <div role="search" className="help-article__search">
        <Input
          allowClear
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={handleKeyDown}
          prefix={<SearchOutlined aria-hidden />}
          placeholder={SEARCH_LABEL}
          aria-label={SEARCH_LABEL}
          size="large"
        />
        <div className="help-article__search-status" aria-live="polite">
          {isSearching && matches.length > 0 ? `Найдено разделов: ${matches.length}` : ''}
        </div>
      </div>
      <div className="help-article__layout">
        {matches.length > 0 && (
          <HelpToc items={matches.map(({ section }) => ({ id: section.id, title: section.title }))} />
        )}
        <div className="help-article__content">
          {matches.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Ничего не найдено">
              <Button onClick={() => setQuery('')}>Сбросить поиск</Button>
            </Empty>
          ) : (
            matches.map(({ section, blocks }) => (
              <HelpSectionView
                key={section.id}
                section={section}
                blocks={blocks}
                terms={terms}
                subject={subject}
              />
            ))
          )}
        </div>
      </div>
    </div>
  );
}
