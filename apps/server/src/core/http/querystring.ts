import { parse } from 'node:querystring';

type ParsedQuery = Record<string, string | string[]>;

const BRACKETED = /^(.+)\[(\d*)\]$/;

/**
 * The default parser, plus PHP-style arrays: `id[]=1&id[]=2` and `id[0]=1&id[1]=2` fold into `id: ['1', '2']`
 * (in index order), as does a repeated `id=1&id=2`. Other brackets (`filter[name]`) stay as they are.
 */
export const parseQuerystring = (query: string): ParsedQuery => {
  if (query.length === 0) return {};
  const parsed = parse(query) as ParsedQuery;
  let folded: Map<string, Array<{ index: number; value: string }>> | null = null;
  for (const key of Object.keys(parsed)) {
    const match = key.endsWith(']') ? BRACKETED.exec(key) : null;
    if (!match) continue;
    const [, name, index] = match as unknown as [string, string, string];
    folded ??= new Map();
    const entries = folded.get(name) ?? [];
    // `key[]` keeps the order it came in; `key[n]` goes to its place among the indexed ones.
    const position = index === '' ? Number.MAX_SAFE_INTEGER : Number(index);
    for (const value of [parsed[key]!].flat()) entries.push({ index: position, value });
    folded.set(name, entries);
    delete parsed[key];
  }
  if (!folded) return parsed;
  for (const [name, entries] of folded) {
    const plain = parsed[name] === undefined ? [] : [parsed[name]!].flat();
    const ordered = entries.sort((a, b) => a.index - b.index).map((entry) => entry.value);
    parsed[name] = [...plain, ...ordered];
  }
  return parsed;
};
