import { type DocumentDef, isScaled, type ReportChart, scaleOf } from '@tiangong/domain';
import type { DocumentRow } from '../documents/doc-api';
import { formatKey } from '../documents/formatters';

/** The ECharts option of a declared chart (issue 5 analyses): only series the user may see. */
export interface ChartSpec {
  kind: ReportChart['kind'];
  categories: string[];
  series: { name: string; data: number[] }[];
  stacked: boolean;
}

/** Numbers as people read them: scaled fields back to kg, 元 or %. */
function plain(def: DocumentDef, key: string, raw: unknown): number {
  const field = def.fields[key];
  const n = Number(raw ?? 0);
  return isScaled(field) ? n / scaleOf[field.kind].factor : n;
}

export function chartSpec(
  chart: ReportChart,
  def: DocumentDef,
  rows: readonly DocumentRow[],
  visibleKeys: readonly string[],
): ChartSpec | null {
  const series = chart.series.filter((key) => visibleKeys.includes(key));
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
