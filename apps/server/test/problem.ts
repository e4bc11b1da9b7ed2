import type { Problem } from '@portal/contract/problem/problem.schemas';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const CYRILLIC = /[а-яё]/i;

/**
 * DESIGN 5: every failure answers the one problem body, as application/problem+json, with its human text in
 * Russian. Answers the body so a test can look at `message` and `errors`.
 */
export const expectProblem = (response: LightMyRequestResponse, status: number): Problem => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json() as Problem;
  expect(body).toMatchObject({
    type: expect.any(String),
    title: expect.stringMatching(CYRILLIC),
    status,
    detail: expect.stringMatching(CYRILLIC),
    message: body.detail,
  });
  return body;
};
