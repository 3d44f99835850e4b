import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Rooms with doors (issue 29 item 3). A module is a folder under `modules/`; another module may
 * enter it only through its door (its public entry), two modules that need each other meet in a
 * bridge room beside them (Odoo's `sale_stock` between `sale` and `stock`), and module folders
 * import one another without a cycle. Generic code (`platform/`) imports no module at all.
 *
 * Read from the production sources: every `.ts` under `modules/` and `platform/` but tests
 * (`*.test.ts`) and test support (`testing/` folders, which may reach into any module, as tests
 * may). `modules/index.ts` is the composition root: it imports every module's routes and the bridge
 * rooms, and is the only file besides tests that may import a bridge room.
 *
 * The lists of today's exceptions may only shrink: an entry that no longer occurs fails too, so
 * that whoever removes a deep import or a cycle also removes its line here.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = path.join(SRC, 'modules');
const PLATFORM = path.join(SRC, 'platform');

/** A module's one public entry: other modules (and bridge rooms) import it only there. */
const DOORS: Readonly<Record<string, string>> = { inventory: 'inventory/index.ts' };

/** Bridge rooms and the two modules each joins: it may import those (through their doors) and no other. */
const BRIDGES: Readonly<Record<string, readonly string[]>> = {
  'purchase-stock': ['purchase', 'inventory'],
};

/** Today's imports of another module's inner file (importer -> imported, under modules/). */
const KNOWN_DEEP: readonly string[] = [
  // The credit check, finance's, used by sales.
  'sales/sales-delivery.hooks.ts -> finance/credit.service.ts',
  'sales/sales-order.hooks.ts -> finance/credit.service.ts',
  // The purchase invoice's price tolerance, labels and review record, purchasing's.
  'finance/purchase-invoice.hooks.ts -> purchase/purchase-prices.ts',
  'finance/purchase-invoice-review.ts -> purchase/purchase-review.ts',
  // Gross profit reads the sales out-lines of the sales reports.
  'finance/reports/gross-profit.queries.ts -> sales/reports/sales-reports.queries.ts',
];

/** Today's cycles between module folders (the members of each, sorted). */
const KNOWN_CYCLES: readonly string[] = ['finance <-> sales'];

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') sources(full, out);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** The relative specifiers a file imports or re-exports, static or dynamic. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*'([^']+)'/gm),
    ...text.matchAll(/^\s*import\s*'([^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]);
  return specifiers.filter((s) => s.startsWith('.'));
}

/** A path under modules/ with forward slashes, or undefined outside it. */
function underModules(file: string): string | undefined {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel.split(path.sep).join('/');
}

const moduleOf = (rel: string) => rel.split('/')[0];

interface Edge {
  from: string;
  to: string;
}

/** Every import from one module folder into another (the composition root aside). */
function crossImports(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sources(MODULES)) {
    const from = underModules(file)!;
    if (!from.includes('/')) continue; // modules/index.ts, the composition root
    for (const spec of importsOf(file)) {
      const to = underModules(path.resolve(path.dirname(file), spec));
      if (to && moduleOf(to) !== moduleOf(from)) edges.push({ from, to });
    }
  }
  return edges;
}

/** What breaks the rules, each in words. */
function violations(edges: Edge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const [m, t] = [moduleOf(from), moduleOf(to)];
    const door = DOORS[t];
    if (!to.includes('/')) found.push(`${from} imports the composition root ${to}`);
    else if (BRIDGES[t]) found.push(`${from} imports the bridge room ${to} (only modules/index.ts may)`);
    else if (BRIDGES[m] && !BRIDGES[m].includes(t))
      found.push(`bridge room ${from} imports ${to}, outside the modules it joins`);
    else if (KNOWN_DEEP.includes(`${from} -> ${to}`)) continue;
    else if (door && to !== door) found.push(`${from} imports ${to}: ${t} is entered through ${door}`);
    // A module without a door yet: a bridge room joining it may use its files, nobody else.
    else if (!door && !BRIDGES[m])
      found.push(`${from} imports ${to}, an inner file of ${t} (import a door, or meet in a bridge room)`);
  }
  return found;
}

/** Cycles between module folders (bridge rooms aside): the strongly connected groups of two or more. */
function cycles(edges: Edge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [m, t] = [moduleOf(from), moduleOf(to)];
    if (BRIDGES[m] || BRIDGES[t] || !to.includes('/')) continue;
    if (!graph.has(m)) graph.set(m, new Set());
    if (!graph.has(t)) graph.set(t, new Set());
    graph.get(m)!.add(t);
  }
  const reaches = (a: string, b: string, seen = new Set<string>()): boolean => {
    for (const next of graph.get(a) ?? []) {
      if (next === b) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      if (reaches(next, b, seen)) return true;
    }
    return false;
  };
  const groups = new Set<string>();
  for (const m of graph.keys()) {
    const group = [...graph.keys()].filter((o) => o === m || (reaches(m, o) && reaches(o, m)));
    if (group.length > 1) groups.add(group.sort().join(' <-> '));
  }
  return [...groups].sort();
}

describe('module boundaries', () => {
  const edges = crossImports();

  it('enters a module through its door, and a bridge room only from modules/index.ts', () => {
    expect(violations(edges)).toEqual([]);
  });

  it('keeps the list of deep imports only shrinking', () => {
    const present = new Set(edges.map((e) => `${e.from} -> ${e.to}`));
    expect(
      KNOWN_DEEP.filter((k) => !present.has(k)),
      'gone: remove from KNOWN_DEEP',
    ).toEqual([]);
  });

  it('has no cycle between module folders but the known ones, which may only shrink', () => {
    expect(cycles(edges)).toEqual([...KNOWN_CYCLES].sort());
  });

  it('inventory imports no purchase, finance or sales file', () => {
    const out = edges.filter((e) => moduleOf(e.from) === 'inventory').map((e) => e.to);
    expect(out.filter((to) => ['purchase', 'finance', 'sales'].includes(moduleOf(to)))).toEqual([]);
  });

  it('generic code (platform/) imports no module', () => {
    const found = sources(PLATFORM).flatMap((file) =>
      importsOf(file)
        .filter((spec) => underModules(path.resolve(path.dirname(file), spec)) !== undefined)
        .map((spec) => `${path.relative(SRC, file)} imports ${spec}`),
    );
    expect(found).toEqual([]);
  });

  it('finds what it is meant to find', () => {
    // The rules on made-up edges, so a broken reader cannot pass by finding nothing.
    expect(
      violations([
        { from: 'sales/a.ts', to: 'inventory/stock-rules.ts' },
        { from: 'sales/a.ts', to: 'inventory/index.ts' },
        { from: 'sales/a.ts', to: 'purchase-stock/x.ts' },
        { from: 'purchase-stock/x.ts', to: 'sales/b.ts' },
        { from: 'purchase-stock/x.ts', to: 'purchase/b.ts' },
      ]),
    ).toEqual([
      'sales/a.ts imports inventory/stock-rules.ts: inventory is entered through inventory/index.ts',
      'sales/a.ts imports the bridge room purchase-stock/x.ts (only modules/index.ts may)',
      'bridge room purchase-stock/x.ts imports sales/b.ts, outside the modules it joins',
    ]);
    expect(
      cycles([
        { from: 'crm/a.ts', to: 'admin/b.ts' },
        { from: 'admin/b.ts', to: 'masterdata/c.ts' },
        { from: 'masterdata/c.ts', to: 'crm/d.ts' },
      ]),
    ).toEqual(['admin <-> crm <-> masterdata']);
    expect(edges.length).toBeGreaterThan(10);
  });
});
