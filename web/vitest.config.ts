import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // A screen test takes 1–5 s alone; beside CI's API tests and the end-to-end servers one took
    // 22 s (DocumentTabsPage), so the limit leaves room for a loaded machine.
    testTimeout: 45_000,
    // Both cores: the web and domain files run after the server's (its own group, see
    // server/vitest.config.ts); vitest's default of cores − 1 left one idle for four minutes of CI.
    maxWorkers: os.availableParallelism(),
    sequence: { groupOrder: 1 },
  },
});
