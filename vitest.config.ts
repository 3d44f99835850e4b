import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the three packages; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'server', 'web'],
    // One worker per core (vitest leaves one core to itself by default, idle while the API test
    // files run). Set here for every project: vitest refuses projects of one run that differ.
    maxWorkers: os.availableParallelism(),
  },
});
