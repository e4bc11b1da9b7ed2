import { Typography } from 'antd';
import { Fragment } from 'react';

// Only http(s) addresses become links, so a `javascript:` text stays text; the trailing punctuation of a sentence
// is not part of the address.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)»]+$/;

export type TextPart = { kind: 'text' | 'link'; value: string };

/** Splits a comment into plain text and addresses. */
export const linkParts = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
};

/** A comment's text as text (never HTML), its line breaks kept and its addresses clickable. */
export function CommentText({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
      {linkParts(text).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
        <Fragment key={index}>
          {part.kind === 'link' ? (
            <a href={part.value} target="_blank" rel="noopener noreferrer">
              {part.value}
            </a>
          ) : (
            part.value
          )}
        </Fragment>
      ))}
    </Typography.Paragraph>
  );
}
