import { expect } from 'vitest';

// Test support (not mutated): the texts a feature shows are Russian, and a text made from a name shows that name.
type MessageTable = Record<string, string | ((...args: never[]) => string)>;

export const expectRussianMessages = (table: MessageTable, sampleArgs: unknown[] = ['Alpha']): void => {
  for (const [key, message] of Object.entries(table)) {
    const text =
      typeof message === 'string' ? message : (message as (...args: unknown[]) => string)(...sampleArgs);
    expect(text, key).toMatch(/[а-яё]{3}/);
    if (typeof message !== 'string') {
      for (const arg of sampleArgs) expect(text, key).toContain(String(arg));
    }
  }
};
