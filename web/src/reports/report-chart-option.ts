import { type DocumentDef, isScaled, type ReportChart, scaleOf } from '@tiangong/domain';
import type { DocumentRow } from '../documents/doc-api';
import { formatKey } from '../documents/formatters';

/** The ECharts option of a declared chart (issue 5 analyses): only series the user may see. */
export interface ChartSpec {
  kind: ReportChart['kind'];
  categories: string[];
  series: { name: string; data: number[] }[];
  stacked: boolean;
  /** The one currency of its amounts (a chart split by currency), named beside the chart. */
  currency?: string;
}

/** Numbers as people read them: scaled fields back to kg, 元 or %. */
function plain(def: DocumentDef, key: string, raw: unknown): number {
  const field = def.fields[key];
  const n = Number(raw ?? 0);
  return isScaled(field) ? n / scaleOf[field.kind].factor : n;
}

/** The currencies of a chart's rows, in the rows' order: none unless it is split by currency. */
export function chartCurrencies(
  chart: ReportChart,
  def: DocumentDef,
  rows: readonly DocumentRow[],
): string[] {
  const column = chart.currency;
  if (!column) return [];
  return [...new Set(rows.map((row) => formatKey(def, column, row)))];
}

/**
 * The chart of the rows on screen. A chart split by currency (`chart.currency`) draws the rows of
 * one currency only — `currency`, else the first — so no axis adds one currency to another.
 */
export function chartSpec(
  chart: ReportChart,
  def: DocumentDef,
  allRows: readonly DocumentRow[],
  visibleKeys: readonly string[],
  currency?: string,
): ChartSpec | null {
  const series = chart.series.filter((key) => visibleKeys.includes(key));
  const column = chart.currency;
  const shown = column ? (currency ?? chartCurrencies(chart, def, allRows)[0]) : undefined;
  const rows = column ? allRows.filter((row) => formatKey(def, column, row) === shown) : allRows;
  if (series.length === 0 || rows.length === 0) return null;
  const drawn = series.map((key) => ({
    name: def.fields[key].label,
    data: rows.map((row) => plain(def, key, row[key])),
  }));
  // Rows of nothing but zeros (a customer paid up) draw empty axes: no chart, the table says it.
  if (drawn.every((s) => s.data.every((v) => !v))) return null;
  return {
    kind: chart.kind,
    categories: rows.map((row) => formatKey(def, chart.category, row) || '（未分类）'),
    series: drawn,
    stacked: !!chart.stacked,
    ...(shown ? { currency: shown } : {}),
  };
}

export function echartsOption(spec: ChartSpec) {
  const tooltip = { trigger: spec.kind === 'pie' ? 'item' : 'axis' };
  if (spec.kind === 'pie') {
    const [first] = spec.series;
    return {
      tooltip,
      legend: { type: 'scroll', bottom: 0 },
      series: [
        {
          type: 'pie',
          name: first.name,
          radius: ['35%', '65%'],
          data: spec.categories.map((name, i) => ({ name, value: first.data[i] })),
        },
      ],
    };
  }
  return {
    tooltip,
    legend: { top: 0 },
    grid: { left: 16, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: spec.categories,
      axisLabel: { interval: 0, rotate: spec.categories.length > 6 ? 30 : 0 },
    },
    yAxis: { type: 'value' },
    series: spec.series.map((s) => ({
      type: spec.kind,
      name: s.name,
      data: s.data,
      stack: spec.stacked ? 'total' : undefined,
      ...(spec.kind === 'bar' ? { barMaxWidth: 48 } : {}),
    })),
  };
}
