import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in the system's Chromium (/usr/bin/chromium, Debian package): Playwright never
 * downloads a browser here. Two servers, each on a fresh embedded database of its own, and two
 * workers: a browser test waits on screens most of the time (the whole suite used ≈ 4½ min of CPU
 * over its 13–15 min), so two at once nearly halve it. The files are split between the servers
 * once and for all (SECOND below), so each server always sees the same files in the same order —
 * no test meets another's data in one run and not in the next.
 *
 * The servers run the bundle `npm start` runs (server/dist/main.mjs) and serve web/dist, both built
 * first unless the caller says it has just built them (E2E_PREBUILT=1, as `npm test` does after
 * `npm run build`).
 */
const firstPort = Number(process.env.E2E_PORT ?? 3180);

// Built once, here, before either server starts (two builds at once into one file collide); the
// workers inherit E2E_PREBUILT and do not build again. The web too: the servers serve web/dist, and
// a stale one (a screen changed since the last build) made local runs test yesterday's screens.
if (!process.env.E2E_PREBUILT) {
  const root = path.resolve(import.meta.dirname, '..');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  process.env.E2E_PREBUILT = '1';
}
const stamp = Date.now();

/**
 * The second server's files: the long screen walks and the store's walks, about half of the
 * suite's time (per-file times of a full run: e2e/artifacts/report.json; docs/PERFORMANCE.md).
 */
const SECOND = [
  'axe.e2e.ts',
  'menu-walk.e2e.ts',
  'product-store-walk.e2e.ts',
  'material-warehouse.e2e.ts',
  'material-precision.e2e.ts',
];

function server(index: number) {
  const port = firstPort + index;
  return {
    command: 'node server/dist/main.mjs',
    cwd: '..',
    // Ready once the first start has made the demo months (the tests read them).
    url: `http://127.0.0.1:${port}/api/public/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `tg-e2e-${stamp}-${index}`),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The demo accounts hashed at argon2id's lowest cost: a login ≈ 1 ms of CPU, not ≈ 160 ms.
      TEST_CHEAP_PASSWORD_HASH: '1',
    },
  };
}
const baseURL = (index: number) => `http://127.0.0.1:${firstPort + index}`;
const second = SECOND.map((f) => `**/${f}`);

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
    // One worker each: a server's files run one after the other, as they were written to.
    { name: 'server-1', testIgnore: second, workers: 1, use: { baseURL: baseURL(0) } },
    { name: 'server-2', testMatch: second, workers: 1, use: { baseURL: baseURL(1) } },
  ],
  webServer: [server(0), server(1)],
});
