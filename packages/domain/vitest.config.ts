import os from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  // One worker count per group of projects: the web's (web/vitest.config.ts).
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    maxWorkers: os.availableParallelism(),
    sequence: { groupOrder: 1 },
  },
});
