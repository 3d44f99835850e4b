import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes start first, each on a worker of its own, and the short ones fill the
 * other worker around them. Vitest orders a run without a cache of earlier runs (CI's fresh clone)
 * by file size, which started the route fuzzer (a small file) last and left it running alone.
 */
const LONG_FIRST = [
  'server/src/test/access-matrix.test.ts',
  'server/src/test/route-fuzz.test.ts',
  'server/src/ops/backup.test.ts',
  'server/src/test/sql-scan-targets.test.ts',
  'server/src/modules/inventory/stock-crash.test.ts',
  'server/src/modules/admin/auth.test.ts',
  'server/src/modules/inventory/product-race.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONG_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONG_FIRST.length : i;
    };
    return sorted
      .map((f, i) => ({ f, i }))
      .sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i)
      .map(({ f }) => f);
  }
}

// One runner for the three packages; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'server', 'web'],
    sequence: { sequencer: LongFilesFirst },
  },
});
