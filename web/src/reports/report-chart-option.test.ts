import {
  accountReceivable,
  materialStockAnalyze,
  receivableAnalysis,
  reportAsDocument,
  withLabels,
} from '@tiangong/domain';
import { describe, expect, it } from 'vitest';
import type { DocumentRow } from '../documents/doc-api';
import { chartCurrencies, chartSpec, echartsOption } from './report-chart-option';

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

  it('draws nothing when every figure is zero (empty axes say nothing)', () => {
    const zeros = rows.map((r) => ({ ...r, within6m: 0, m6To1y: 0, over2y: 0 }));
    expect(chartSpec(materialStockAnalyze.chart!, def, zeros, def.list.columns)).toBeNull();
  });

  it('draws a movement over months as lines', () => {
    const months = reportAsDocument(receivableAnalysis);
    const spec = chartSpec(
      receivableAnalysis.chart!,
      months,
      [
        {
          ...listRow,
          month: '202610',
          invoiced: 3_800_000_000,
          received: 1_000_000_000,
          closing: 2_800_000_000,
        },
        {
          ...listRow,
          month: '202611',
          invoiced: 1_200_000_000,
          received: 500_000_000,
          closing: 3_000_000_000,
        },
      ],
      months.list.columns,
    );
    expect(spec?.categories).toEqual(['202610', '202611']);
    expect(spec?.series.map((s) => [s.name, s.data])).toEqual([
      ['本月开票', [3800, 1200]],
      ['本月收款', [1000, 500]],
      ['期末应收', [2800, 3000]],
    ]);
    const option = echartsOption(spec!) as { series: { type: string }[] };
    expect(option.series.map((s) => s.type)).toEqual(['line', 'line', 'line']);
  });

  it('names series and columns by the headers the server answered (aging by 财务设置)', () => {
    const aging = withLabels(reportAsDocument(accountReceivable), {
      overdue30: '逾期1-5天',
      other: '无此列',
    });
    expect(aging.fields.overdue30.label).toBe('逾期1-5天');
    expect(aging.fields.overdue60.label).toBe('逾期31-60天');
    expect(aging.fields.other).toBeUndefined();
    const spec = chartSpec(
      accountReceivable.chart!,
      aging,
      [{ ...listRow, customerId: 1, overdue30: 1_000_000 }],
      ['customerId', 'overdue30'],
    );
    expect(spec?.series.map((s) => s.name)).toEqual(['逾期1-5天']);
  });

  it('never adds one currency to another: 应收账款 draws one currency at a time', () => {
    const def = reportAsDocument(accountReceivable);
    const row = (customer: string, currency: string, notDue: number) => ({
      ...listRow,
      customerId: customer.length,
      customerLabel: customer,
      currencyId: currency.length,
      currencyLabel: currency,
      notDue: notDue * 1_000_000,
    });
    const rows = [
      row('KH001 甲', 'CNY 人民币', 500),
      row('KH002 乙乙', 'USD 美元', 80),
      row('KH3', 'CNY 人民币', 20),
    ];
    expect(chartCurrencies(accountReceivable.chart!, def, rows)).toEqual(['CNY 人民币', 'USD 美元']);
    // The first currency by default: its customers only.
    const cny = chartSpec(accountReceivable.chart!, def, rows, def.list.columns);
    expect(cny?.currency).toBe('CNY 人民币');
    expect(cny?.categories).toEqual(['KH001 甲', 'KH3']);
    expect(cny?.series[0].data).toEqual([500, 20]);
    const usd = chartSpec(accountReceivable.chart!, def, rows, def.list.columns, 'USD 美元');
    expect(usd?.categories).toEqual(['KH002 乙乙']);
    expect(usd?.series[0].data).toEqual([80]);
    // A chart of one currency's figures (stock in kg) is not split.
    expect(
      chartCurrencies(materialStockAnalyze.chart!, reportAsDocument(materialStockAnalyze), rows),
    ).toEqual([]);
  });
});
