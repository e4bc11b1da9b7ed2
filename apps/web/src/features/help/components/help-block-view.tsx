import { Alert, Typography } from 'antd';
import type { HelpBlock } from '../content/help-types';
import { HighlightText } from './highlight-text';

type HelpBlockViewProps = { block: HelpBlock; terms: readonly string[] };

function BlockTitle({ text, terms }: { text: string | undefined; terms: readonly string[] }) {
  if (!text) return null;
  return (
    <div className="help-block__title">
      <HighlightText text={text} terms={terms} />
    </div>
  );
}

export function HelpBlockView({ block, terms }: HelpBlockViewProps) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Typography.Paragraph className="help-block">
          <HighlightText text={block.text} terms={terms} />
        </Typography.Paragraph>
      );
    case 'steps':
      return (
        <div className="help-block">
          <BlockTitle text={block.title} terms={terms} />
          <ol className="help-block__list">
            {block.items.map((item) => (
              <li key={item}>
                <HighlightText text={item} terms={terms} />
              </li>
            ))}
          </ol>
        </div>
      );
    case 'list':
      return (
        <div className="help-block">
          <BlockTitle text={block.title} terms={terms} />
          <ul className="help-block__list">
            {block.items.map((item) => (
              <li key={item}>
                <HighlightText text={item} terms={terms} />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'terms':
      return (
        <div className="help-block">
          <BlockTitle text={block.title} terms={terms} />
          <dl className="help-terms">
            {block.items.map((item) => (
              <div key={item.term} className="help-terms__row">
                <dt>
                  <HighlightText text={item.term} terms={terms} />
                </dt>
                <dd>
                  <HighlightText text={item.text} terms={terms} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      );
    case 'note':
      return (
        <Alert
          className="help-block"
          type={block.tone}
          showIcon
          title={<HighlightText text={block.text} terms={terms} />}
        />
      );
    case 'qa':
      return (
        <div className="help-block help-qa">
          <Typography.Title level={5} className="help-qa__question">
            <HighlightText text={block.question} terms={terms} />
          </Typography.Title>
          <Typography.Paragraph className="help-qa__answer">
            <HighlightText text={block.answer} terms={terms} />
          </Typography.Paragraph>
        </div>
      );
    default: {
      const exhaustive: never = block;
      throw new Error(`Unknown help block ${String(exhaustive)}`);
    }
  }
}
