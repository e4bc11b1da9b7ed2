import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Date formatting reads local time; a fixed zone (Moscow, no DST) gives the same results on every machine.
    env: { TZ: 'Europe/Moscow' },
  },
});
