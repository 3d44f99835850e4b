import { defineProject } from 'vitest/config';

// API tests boot a whole app on a fresh database per file (PGlite in memory, or a throw-away
// PostgreSQL database when DATABASE_URL is set), so files run in separate forks.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
