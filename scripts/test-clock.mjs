#!/usr/bin/env node
// `npm run test:clock`: the server's tests on PGlite with the clock at a given Shanghai time on a
// UTC machine (TZ unset), so every "today" that does not go through companyToday() shows up.
//   CLOCK=23:30 (default) — late evening: the UTC date is still the company's;
//   CLOCK=00:30           — just after midnight: the UTC date (16:30) is the day before the company's.
//   DATE=2027-01-01       — the company's date (default: today's, in Asia/Shanghai); a month's or a
//                           year's first day also moves `getMonth()` / `getFullYear()` mistakes.
// Extra arguments go to vitest (test files, -t …).
//
// The shift is libfaketime (Debian package `faketime`) preloaded into every process vitest starts:
// Node's Date and PGlite's now() / current_date (the WASM clock reads Date.now()) move together.
// Only the wall clock moves (FAKETIME_DONT_FAKE_MONOTONIC): timers and timeouts run as usual.
// PGlite only: a PostgreSQL server's clock is its own process's and does not move with the tests',
// so there SQL's now() and Node's Date would disagree by the shift itself.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const clock = process.env.CLOCK ?? '23:30';
const companyToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const date = process.env.DATE ?? companyToday;

const [, hh, mm] = /^(\d{1,2}):(\d{2})$/.exec(clock) ?? [];
const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) ?? [];
if (hh === undefined || y === undefined) {
  console.error(`CLOCK must be HH:MM and DATE yyyy-mm-dd (got CLOCK=${clock} DATE=${date})`);
  process.exit(2);
}
if (spawnSync('faketime', ['--version']).error) {
  console.error('libfaketime is missing: apt-get install -y faketime');
  process.exit(2);
}

// Asia/Shanghai has had no daylight saving since 1991: always UTC+8.
const target = Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh) - 8, Number(mm));
const offset = Math.round((target - Date.now()) / 1000);
console.log(
  `test:clock — Shanghai ${date} ${clock} = ${new Date(target).toISOString()} UTC (offset ${offset} s), PGlite, TZ unset`,
);

const env = { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
delete env.TZ;
delete env.DATABASE_URL;
const res = spawnSync(
  'faketime',
  [
    '-f',
    `${offset >= 0 ? '+' : ''}${offset}s`,
    'npx',
    'vitest',
    'run',
    '--project',
    'server',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env },
);
process.exit(res.status ?? 1);
