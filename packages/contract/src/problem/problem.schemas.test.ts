import { describe, expect, it } from 'vitest';
import { expectRussianMessages } from '../testing/russian-messages';
import { DATABASE_CONFLICT_MESSAGES, PROBLEM_TITLES, type Problem, problemSchema } from './problem.schemas';

describe('problemSchema', () => {
  it('passes a problem with its field errors and request id through', () => {
    const problem: Problem = {
      type: 'about:blank',
      title: 'Ошибка валидации',
      status: 422,
      detail: 'ИНН: неверный ИНН',
      message: 'ИНН: неверный ИНН',
      errors: ['ИНН: неверный ИНН'],
      requestId: 'req-1',
    };
    expect(problemSchema.parse(problem)).toEqual(problem);
  });

  it('titles every status in Russian', () => {
    expectRussianMessages(Object.fromEntries(Object.entries(PROBLEM_TITLES)));
  });

  it('says in Russian why the database refused a change', () => {
    expectRussianMessages(DATABASE_CONFLICT_MESSAGES);
  });
});
