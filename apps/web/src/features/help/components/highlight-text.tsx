import { splitByTerms } from '../search/help-search';

/** The text with every search term marked; plain text when there is nothing to mark. */
export function HighlightText({ text, terms }: { text: string; terms: readonly string[] }) {
  const parts = splitByTerms(text, terms);
  if (parts.length === 1 && !parts[0]?.isMatch) return text;
  let offset = 0;
  return (
    <>
      {parts.map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.isMatch ? (
          <mark key={key} className="help-mark">
            {part.text}
          </mark>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </>
  );
}
