import { describe, expect, it } from 'vitest';
import { type DirectoryAnswer, directoryAnswerSchema, directoryQuerySchema } from './directory.schemas';

describe('directoryQuerySchema', () => {
  it('trims the search text and limits it to 255 characters', () => {
    expect(directoryQuerySchema.parse({ query: ' Петров ' })).toEqual({ query: 'Петров' });
    expect(directoryQuerySchema.safeParse({ query: 'я'.repeat(256) }).success).toBe(false);
  });
});

describe('directoryAnswerSchema', () => {
  it('passes the directory people through', () => {
    const answer: DirectoryAnswer = {
      items: [
        {
          id: 1,
          username: 'petrov@example.ru',
          fullname: 'Петров Пётр',
          phone: null,
          department: 'Логистика',
          position: 'Менеджер',
        },
      ],
    };
    expect(directoryAnswerSchema.parse(answer)).toEqual(answer);
  });
});
