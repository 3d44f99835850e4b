import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every path the docs name exists, and nothing in them points outside the repository (issue 29
 * item 4): a newcomer who follows a name finds the file, and a rename that forgets the docs fails
 * here instead of misleading the next reader.
 *
 * Read from `docs/**\/*.md` and README.md:
 * - inline code that looks like a repository path — it contains `/` and ends in a file extension
 *   or `/` (`platform/documents/hooks.ts`, `bench/`) — or is a bare source file name
 *   (`sales-return.hooks.ts`). It may be written from the repository root, from the doc's folder,
 *   or as the tail of a path (`modules/inventory/stock-returns.ts`): the docs name files the way
 *   people say them, and any of these finds exactly the file meant or fails;
 * - markdown links, resolved from the doc's folder as a reader's click would be;
 * - web addresses: only the app's own (`http://localhost:3000`) may appear.
 * The project's spec beside the checkout (`../shared/SPEC.md`, `../shared/DESIGN.md`) is the one
 * place outside the repository a doc may name.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', 'playwright-report']);
/** Made by a build or a run, never committed (.gitignore): a doc may say where they appear. */
const GENERATED = ['web/dist/', 'server/dist/', 'data/', 'e2e/artifacts/', 'bench/results/', 'backups/'];
const SPEC_FILES = new Set(['SPEC.md', 'DESIGN.md']);
const SOURCE_FILE = /^[\w@][\w.@-]*\.(ts|tsx|mjs|js|sql|md|json)$/;

function walk(dir: string, out: string[]): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const rel = path.relative(ROOT, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      out.push(`${rel}/`);
      walk(full, out);
    } else out.push(rel);
  }
  return out;
}

const entries = walk(ROOT, []);
/** Every path of the repository and every tail of one that starts at a folder boundary. */
const tails = new Set<string>();
const basenames = new Set<string>();
for (const entry of entries) {
  const parts = entry.split('/');
  for (let i = 0; i < parts.length; i++) tails.add(parts.slice(i).join('/'));
  if (!entry.endsWith('/')) basenames.add(parts[parts.length - 1]);
}

const docs = ['README.md', ...entries.filter((e) => e.startsWith('docs/') && e.endsWith('.md'))];

/** The text outside fenced code blocks (a block shows commands and trees, not references). */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '');
}

/** A path the doc names in inline code, without a line reference (`file.ts:73-89`); or undefined. */
function namedPath(code: string): string | undefined {
  const name = code.trim().replace(/(:\d+(-\d+)?|#L\d+(-L?\d+)?)$/, '');
  if (!/^[\w.@~-][\w.@/+-]*$/.test(name)) return undefined; // spaces, templates, globs, routes
  if (/^[A-Z][A-Z0-9_]*\//.test(name)) return undefined; // under a setting's folder (DATA_DIR/backups/)
  if (name.includes('/')) {
    const last = name.endsWith('/') ? '' : (name.split('/').pop() ?? '');
    return name.endsWith('/') || /\.[a-z][a-z0-9]{0,4}$/i.test(last) ? name : undefined;
  }
  return SOURCE_FILE.test(name) ? name : undefined;
}

/** Where a path leads from the doc, relative to the root; `outside` when it leaves the repository. */
function resolveFrom(doc: string, target: string): string | { outside: string } {
  const abs = path.resolve(ROOT, path.dirname(doc), target);
  const rel = path.relative(ROOT, abs).split(path.sep).join('/');
  if (rel.startsWith('../') || rel === '..') return { outside: rel };
  return target.endsWith('/') ? `${rel}/` : rel;
}

const isSpec = (outside: string) =>
  /^\.\.\/shared\/[^/]+$/.test(outside) && SPEC_FILES.has(outside.slice(10));
const isGenerated = (p: string) => GENERATED.some((g) => p === g || p.startsWith(g));
const exists = (rel: string) => tails.has(rel) || tails.has(`${rel}/`);

function problemsOf(doc: string): string[] {
  const text = prose(fs.readFileSync(path.join(ROOT, doc), 'utf8'));
  const problems: string[] = [];
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const name = namedPath(code);
    if (!name || isGenerated(name)) continue;
    if (name.startsWith('../')) {
      const where = resolveFrom('.', name);
      if (typeof where !== 'string' && isSpec(where.outside)) continue;
      const fromDoc = resolveFrom(doc, name);
      if (typeof fromDoc === 'string' && exists(fromDoc)) continue;
      problems.push(`${doc}: \`${code}\` points outside the repository`);
      continue;
    }
    if (!name.includes('/')) {
      if (!basenames.has(name)) problems.push(`${doc}: \`${code}\` names no file of the repository`);
      continue;
    }
    const fromDoc = resolveFrom(doc, name);
    const found = exists(name) || (typeof fromDoc === 'string' && exists(fromDoc));
    if (!found) problems.push(`${doc}: \`${code}\` does not exist`);
  }
  for (const [, label, target] of text.matchAll(/\[([^\]]*)\]\(([^)\s]+)\)/g)) {
    if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue; // addresses: below
    const file = decodeURI(target.replace(/#.*$/, ''));
    const where = resolveFrom(doc, file);
    if (typeof where !== 'string') {
      const fromRoot = path
        .relative(ROOT, path.resolve(ROOT, path.dirname(doc), file))
        .split(path.sep)
        .join('/');
      if (!isSpec(fromRoot)) problems.push(`${doc}: [${label}](${target}) points outside the repository`);
    } else if (!exists(where) && !isGenerated(where)) {
      problems.push(`${doc}: [${label}](${target}) does not exist`);
    }
  }
  const raw = fs.readFileSync(path.join(ROOT, doc), 'utf8');
  for (const [url] of raw.matchAll(/\b(?:https?|ftp):\/\/[^\s)`'">\]]+/g)) {
    if (/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url)) continue;
    problems.push(`${doc}: ${url} points outside the repository`);
  }
  return problems;
}

describe('docs name only what exists', () => {
  it('reads the docs', () => {
    expect(docs).toContain('docs/ARCHITECTURE.md');
  });
  it.each(docs)('%s', (doc) => {
    expect(problemsOf(doc)).toEqual([]);
  });
});
