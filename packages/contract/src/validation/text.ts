import * as z from 'zod';

export const FORBIDDEN_CHARACTERS_MESSAGE = 'содержит недопустимые символы';

// NUL cannot be stored in a PostgreSQL text value, and a lone UTF-16 surrogate has no UTF-8 form at all. With the
// `u` flag a surrogate range matches only surrogates that are not part of a pair.
const LONE_SURROGATE = /[\ud800-\udfff]/u;

/** Whether a text can be stored and sent back unchanged: no NUL and no unpaired surrogate. */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Every text a request carries (bodies, queries, searches) starts here rather than at `z.string()`, so NUL and
 * unpaired surrogates answer 422 instead of reaching the database.
 */
export const text = () => z.string().refine(isStorableText, FORBIDDEN_CHARACTERS_MESSAGE);
