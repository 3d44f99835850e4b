import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in the system's Chromium (/usr/bin/chromium, Debian package): Playwright never
 * downloads a browser here. The files run in two projects side by side, each with a server on a
 * fresh embedded database of its own and one worker (a project's files run in order, so a file
 * sees only the demo and what the files before it in its own project did). The finance walks and
 * the menu walks are one project; every other file is the other (≈ 7 minutes each).
 */
const port = Number(process.env.E2E_PORT ?? 3180);
const stamp = Date.now();
const FIRST = [
  'menu-walk',
  'security',
  'finance',
  'gross-profit',
  'payables',
  'receivables',
  'layout',
  'lookup',
  'shell',
  'audit-log',
  'stock-cost-adjust',
].map((name) => `**/${name}.e2e.ts`);

const server = (i: number) => ({
  command: 'node --import tsx server/src/main.ts',
  cwd: '..',
  // Ready once the first start has made the demo months (the tests read them).
  url: `http://127.0.0.1:${port + i}/api/public/ready`,
  timeout: 120_000,
  reuseExistingServer: false,
  env: {
    PORT: String(port + i),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), `tg-e2e-${stamp}-${i}`),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  outputDir: './artifacts/results',
  reporter: [['list'], ['json', { outputFile: './artifacts/report.json' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    locale: 'zh-CN',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'walks', testMatch: FIRST, workers: 1, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'modules', testIgnore: FIRST, workers: 1, use: { baseURL: `http://127.0.0.1:${port + 1}` } },
  ],
  webServer: [server(0), server(1)],
});
