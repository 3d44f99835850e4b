import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in the system's Chromium (/usr/bin/chromium, Debian package): Playwright never
 * downloads a browser here. The server runs on a fresh embedded database of its own.
 */
const port = Number(process.env.E2E_PORT ?? 3180);
const dataDir = path.join(os.tmpdir(), `tg-e2e-${Date.now()}`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  outputDir: './artifacts/results',
  reporter: [['list'], ['json', { outputFile: './artifacts/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: 'node --import tsx server/src/main.ts',
    cwd: '..',
    // Ready once the first start has made the demo months (the tests read them).
    url: `http://127.0.0.1:${port}/api/public/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The demo accounts hashed at argon2id's lowest cost: a login ≈ 1 ms of CPU, not ≈ 160 ms.
      TEST_CHEAP_PASSWORD_HASH: '1',
    },
  },
});
