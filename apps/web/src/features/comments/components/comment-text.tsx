import { Typography } from 'antd';
import { Fragment } from 'react';

// Only http(s) addresses become links, so a `javascript:` text stays text; the trailing punctuation of a sentence
// is not part of the address.
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)»]+$/;

/** `at`: where the part starts in the text (unique, so it keys the part). */
export type TextPart = { kind: 'text' | 'link'; value: string; at: number };

/** Splits a comment into plain text and addresses. */
export const linkParts = (text: string): TextPart[] => {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start), at: last });
    parts.push({ kind: 'link', value: url, at: start });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last), at: last });
  return parts;
};

/** A comment's text as text (never HTML), its line breaks kept and its addresses clickable. */
export function CommentText({ text }: { text: string }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
      {linkParts(text).map((part) => (
        <Fragment key={part.at}>
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
