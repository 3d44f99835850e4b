import os from 'node:os';
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
    // A fork imports the app once and runs file after file in it (each file still builds its own
    // app on its own database): importing the app took ≈ 2 s of every file's run.
    isolate: false,
    // API test files are independent, one fork per core (vitest's default leaves one core idle).
    // Vitest wants one worker count per group of projects, so the server runs as its own group —
    // the first: `npm test` starts the type check and the end-to-end server beside the vitest pass,
    // and the API files (60 s timeouts) take that crowded start better than the web's jsdom files
    // (20 s).
    maxWorkers: os.availableParallelism(),
    sequence: { groupOrder: 0 },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
