/**
 * What JavaScript the browser really loads (docs/PERFORMANCE.md, "Platform"): builds the web app,
 * starts the server on a fresh embedded database and drives headless Chromium through /login and
 * the first screen after login, recording every .js response. Sizes are gzip level 9, 1 kB = 1000 B.
 * Exits 1 when /login loads more than LOGIN_GOAL, the way to the first list more than
 * FIRST_SCREEN_GOAL, or a chunk that /login does not load exceeds CHUNK_LIMIT (route chunks must
 * stay small): a later screen that breaks any of them fails the bench (issue 12).
 * `npm run bench:bundle`: prints a table, then one JSON object as the last line.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { runCommand } from './lib/command.ts';
import { gzipSize, type JsAsset, listJsAssets } from './lib/js-assets.ts';
import { kB, round, table, verdict } from './lib/report.ts';
import {
  ADMIN,
  freePort,
  repoRoot,
  type ServerProcess,
  spawnServer,
  waitForLogin,
} from './lib/server-process.ts';

/** The first list screen after login: the product list, the first screen most users open. */
const FIRST_LIST_SCREEN = '/product';
/** Shown once that screen has rendered its content (a card on the home page, a table on a list). */
const FIRST_SCREEN_READY = '.ant-layout-content .ant-card, .ant-layout-content .ant-table';

const LOGIN_GOAL = 200_000;
const FIRST_SCREEN_GOAL = 400_000;
const CHUNK_LIMIT = 80_000;
const QUIET_MS = 500;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Records the gzip size of every JS response and knows when the network has gone quiet. */
function recordScripts(page: Page) {
  const loaded = new Map<string, Promise<number>>();
  let inflight = 0;
  let lastActivity = Date.now();
  const touch = (delta: number) => {
    inflight += delta;
    lastActivity = Date.now();
  };
  page.on('request', () => touch(1));
  page.on('requestfinished', () => touch(-1));
  page.on('requestfailed', () => touch(-1));
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (!pathname.endsWith('.js') || loaded.has(pathname)) return;
    loaded.set(
      pathname,
      // A response whose page was navigated away from has no body left in the browser: the
      // same bytes are the built file's.
      res
        .body()
        .catch(() => readFile(path.join(repoRoot, 'web/dist', pathname)))
        .then((b) => gzipSize(b)),
    );
  });
  return {
    urls: () => new Set(loaded.keys()),
    sizes: async () => new Map(await Promise.all([...loaded].map(async ([u, p]) => [u, await p] as const))),
    async quiet(): Promise<void> {
      while (inflight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(50);
    },
  };
}

async function measureInBrowser(baseUrl: string) {
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    const scripts = recordScripts(page);

    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    await page.getByPlaceholder('用户名').waitFor();
    await scripts.quiet();
    const loginUrls = scripts.urls();

    await page.getByPlaceholder('用户名').fill(ADMIN.userName);
    await page.getByPlaceholder('密码').fill(ADMIN.password);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((u) => u.pathname !== '/login');
    await scripts.quiet();
    if (new URL(page.url()).pathname !== FIRST_LIST_SCREEN) await page.goto(`${baseUrl}${FIRST_LIST_SCREEN}`);
    await page.locator(FIRST_SCREEN_READY).first().waitFor();
    await scripts.quiet();
    return { loginUrls, firstScreenUrls: scripts.urls(), gzipByUrl: await scripts.sizes() };
  } finally {
    await browser?.close();
  }
}

async function main(): Promise<void> {
  const build = await runCommand('npm', ['run', 'build'], repoRoot);
  if (build.code !== 0) throw new Error(`npm run build failed:\n${build.output}`);
  const assets = await listJsAssets(path.join(repoRoot, 'web/dist'));

  const tmp = await mkdtemp(path.join(os.tmpdir(), 'tg-bench-bundle-'));
  let server: ServerProcess | undefined;
  let measured: Awaited<ReturnType<typeof measureInBrowser>>;
  try {
    server = spawnServer({ dataDir: path.join(tmp, 'data'), port: await freePort() });
    await waitForLogin(server);
    measured = await measureInBrowser(server.baseUrl);
  } finally {
    await server?.stop();
    await rm(tmp, { recursive: true, force: true });
  }

  const { loginUrls, firstScreenUrls, gzipByUrl } = measured;
  const sum = (urls: Set<string>) => [...urls].reduce((n, u) => n + (gzipByUrl.get(u) ?? 0), 0);
  const loginGzip = sum(loginUrls);
  const firstScreenGzip = sum(firstScreenUrls);
  const chunks = [...assets.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const lazy = chunks.filter((c) => !loginUrls.has(c.url));
  const tooBig = lazy.filter((c) => c.gzipBytes > CHUNK_LIMIT);
  const unknown = [...firstScreenUrls].filter((u) => !assets.has(u));

  const loadedBy = (c: JsAsset) =>
    loginUrls.has(c.url) ? '/login' : firstScreenUrls.has(c.url) ? FIRST_LIST_SCREEN : 'not loaded';
  console.log(`\nvite build: ${round(build.ms / 1000, 1)} s; ${chunks.length} JS chunks in web/dist\n`);
  console.log(
    table(
      ['chunk', 'raw kB', 'gzip kB', 'loaded by'],
      chunks.map((c) => [c.url, kB(c.bytes), kB(c.gzipBytes), loadedBy(c)]),
    ),
  );
  console.log('');
  console.log(
    table(
      ['figure', 'gzip kB', 'goal kB', ''],
      [
        [
          `JS of /login (${loginUrls.size} files)`,
          kB(loginGzip),
          kB(LOGIN_GOAL),
          verdict(loginGzip, LOGIN_GOAL),
        ],
        [
          `JS to ${FIRST_LIST_SCREEN} after login (${firstScreenUrls.size} files)`,
          kB(firstScreenGzip),
          kB(FIRST_SCREEN_GOAL),
          verdict(firstScreenGzip, FIRST_SCREEN_GOAL),
        ],
        [
          `largest chunk not loaded by /login: ${lazy[0]?.url ?? '—'}`,
          kB(lazy[0]?.gzipBytes ?? 0),
          kB(CHUNK_LIMIT),
          '',
        ],
        [`chunks not loaded by /login over the limit`, tooBig.length, 0, tooBig.length === 0 ? 'ok' : 'FAIL'],
      ],
    ),
  );
  if (unknown.length > 0) console.log(`\nLoaded but not in web/dist: ${unknown.join(', ')}`);
  if (tooBig.length > 0)
    console.log(`\nFAIL: over ${kB(CHUNK_LIMIT)} kB gzip: ${tooBig.map((c) => c.url).join(', ')}`);
  const loginOk = loginGzip <= LOGIN_GOAL;
  const firstScreenOk = firstScreenGzip <= FIRST_SCREEN_GOAL;
  if (!loginOk) console.log(`\nFAIL: /login loads ${kB(loginGzip)} kB gzip, goal ${kB(LOGIN_GOAL)} kB`);
  if (!firstScreenOk)
    console.log(
      `\nFAIL: ${FIRST_LIST_SCREEN} after login loads ${kB(firstScreenGzip)} kB gzip, goal ${kB(FIRST_SCREEN_GOAL)} kB`,
    );
  const pass = tooBig.length === 0 && loginOk && firstScreenOk;

  console.log(
    JSON.stringify({
      firstListScreen: FIRST_LIST_SCREEN,
      buildMs: round(build.ms),
      goals: { loginGzip: LOGIN_GOAL, firstScreenGzip: FIRST_SCREEN_GOAL, lazyChunkGzip: CHUNK_LIMIT },
      loginGzip,
      loginFiles: [...loginUrls],
      firstScreenGzip,
      firstScreenFiles: [...firstScreenUrls],
      largestLazyChunk: lazy[0] ?? null,
      lazyChunksOverLimit: tooBig.map((c) => c.url),
      chunks: chunks.map((c) => ({ ...c, loadedBy: loadedBy(c) })),
      pass,
    }),
  );
  if (!pass) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
