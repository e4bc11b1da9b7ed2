import { Anchor, Collapse } from 'antd';
import { useIsNarrowScreen } from './use-narrow-screen';

export type TocItem = { id: string; title: string };

// Below the sticky header of the main layout (64px) with some air.
export const HELP_SCROLL_OFFSET = 88;

const TOC_TITLE = 'Содержание';

function TocAnchor({ items }: { items: readonly TocItem[] }) {
  return (
    <Anchor
      affix={false}
      targetOffset={HELP_SCROLL_OFFSET}
      items={items.map((item) => ({ key: item.id, href: `#${item.id}`, title: item.title }))}
    />
  );
}

/** The table of contents: sticky beside the text on wide screens, a folded panel above it on narrow ones. */
export function HelpToc({ items }: { items: readonly TocItem[] }) {
  const isNarrow = useIsNarrowScreen();

  if (isNarrow) {
    return (
      <nav aria-label={TOC_TITLE} className="help-toc help-toc--narrow">
        <Collapse
          size="small"
          items={[
            {
              key: 'toc',
              label: `${TOC_TITLE} (${items.length})`,
              // Stays open after a click: folding it would move the text under the scroll that just started.
              children: <TocAnchor items={items} />,
            },
          ]}
        />
      </nav>
    );
  }

  return (
    <nav aria-label={TOC_TITLE} className="help-toc">
      <div className="help-toc__title">{TOC_TITLE}</div>
      <TocAnchor items={items} />
    </nav>
  );
}
