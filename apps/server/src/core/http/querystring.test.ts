import { describe, expect, it } from 'vitest';
import { parseQuerystring } from './querystring';

describe('parseQuerystring', () => {
  it('parses plain pairs as before, a repeated key as an array', () => {
    expect({ ...parseQuerystring('page=2&query=%D0%90%D0%B1+%D0%B2&id=1&id=2') }).toEqual({
      page: '2',
      query: 'Аб в',
      id: ['1', '2'],
    });
    expect(parseQuerystring('')).toEqual({});
  });

  it('folds key[] into an array, encoded brackets included', () => {
    expect({ ...parseQuerystring('id[]=1&id[]=2') }).toEqual({ id: ['1', '2'] });
    expect({ ...parseQuerystring('id%5B%5D=3&id%5B%5D=4&query=x') }).toEqual({ id: ['3', '4'], query: 'x' });
    expect({ ...parseQuerystring('id[]=5') }).toEqual({ id: ['5'] });
  });

  it('folds key[n] into an array in index order without making room for huge indexes', () => {
    expect({ ...parseQuerystring('id[1]=b&id[0]=a&id[10]=c') }).toEqual({ id: ['a', 'b', 'c'] });
    expect({ ...parseQuerystring('id[4294967295]=x') }).toEqual({ id: ['x'] });
  });

  it('joins the plain and the bracketed forms of one key, and leaves named brackets alone', () => {
    expect({ ...parseQuerystring('id=1&id[]=2&id[0]=3') }).toEqual({ id: ['1', '3', '2'] });
    expect({ ...parseQuerystring('filter[name]=x') }).toEqual({ 'filter[name]': 'x' });
  });
});
