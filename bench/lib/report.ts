/** Small helpers shared by the benches: latency statistics and a plain-text table. */

export interface LatencySummary {
  n: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** p50/p95/max/mean of the samples, rounded to `digits` decimals. */
export function summarize(samples: number[], digits = 0): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50), digits),
    p95: round(percentile(sorted, 95), digits),
    max: round(sorted[sorted.length - 1], digits),
    mean: round(sum / sorted.length, digits),
  };
}

export function round(value: number, digits = 0): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** kB as Vite prints them (1 kB = 1000 bytes), one decimal. */
export function kB(bytes: number): number {
  return round(bytes / 1000, 1);
}

export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export function verdict(value: number, goal: number): string {
  return value <= goal ? 'ok' : 'MISSED';
}
