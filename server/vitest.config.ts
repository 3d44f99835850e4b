import { defineProject } from 'vitest/config';

// API tests boot a whole app on a database of their own per file (PGlite in memory, or a
// throw-away PostgreSQL database when DATABASE_URL is set), copied from templates made once per
// run by the global setup, so files run in separate forks.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
