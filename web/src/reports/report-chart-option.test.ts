import { materialStockAnalyze, reportAsDocument } from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import type { DocumentRow } from '../documents/doc-api';
import { chartSpec, echartsOption } from './report-chart-option';

const def = reportAsDocument(materialStockAnalyze);
/** What every list row carries besides the report's own columns. */
const listRow = { id: 0, status: '', version: 0 };
const rows: DocumentRow[] = [
  {
    ...listRow,
    materielTypeId: 1,
    materielTypeLabel: 'YL 颜料',
    within6m: 30_000_000,
    m6To1y: 5_500_000,
    y1To2y: 0,
    over2y: 0,
  },
  {
    ...listRow,
    materielTypeId: null,
    materielTypeLabel: null,
    within6m: 1_000_000,
    m6To1y: 0,
    y1To2y: 0,
    over2y: 2_000_000,
  },
];

describe('report charts', () => {
  it('draws one stacked bar per category in kg, naming each age band', () => {
    const spec = chartSpec(materialStockAnalyze.chart!, def, rows, def.list.columns);
    expect(spec?.categories).toEqual(['YL 颜料', '（未分类）']);
    expect(spec?.series.map((s) => [s.name, s.data])).toEqual([
      ['6个月内（kg）', [30, 1]],
      ['6-12个月（kg）', [5.5, 0]],
      ['1-2年（kg）', [0, 0]],
      ['2年以上（kg）', [0, 2]],
    ]);
    const option = echartsOption(spec!) as { series: { stack?: string; type: string }[] };
    expect(option.series.every((s) => s.type === 'bar' && s.stack === 'total')).toBe(true);
  });

  it('leaves out series the user may not see, and draws nothing without rows', () => {
    const spec = chartSpec(materialStockAnalyze.chart!, def, rows, ['materielTypeId', 'within6m']);
    expect(spec?.series.map((s) => s.name)).toEqual(['6个月内（kg）']);
    expect(chartSpec(materialStockAnalyze.chart!, def, [], def.list.columns)).toBeNull();
  });
});
