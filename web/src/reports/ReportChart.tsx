import type { ECharts } from 'echarts/core';
import { useEffect, useRef, useState } from 'react';
import { type ChartSpec, echartsOption } from './report-chart-option';

/**
 * ECharts' core and the charts it draws, as two chunks loaded side by side (each within the
 * per-chunk limit of bench:bundle, docs/PERFORMANCE.md); zrender is a third (vite.config.ts).
 */
let loading: Promise<typeof import('echarts/core')> | undefined;
function loadEcharts() {
  loading ??= Promise.all([import('echarts/core'), import('./echarts-parts')]).then(([core, parts]) => {
    core.use(parts.echartsParts);
    return core;
  });
  return loading;
}

/** An ECharts canvas that follows its container's width. Loaded lazily by ReportView. */
export default function ReportChart({ spec, height = 280 }: { spec: ChartSpec; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts | null>(null);
  useEffect(() => {
    let instance: ECharts | undefined;
    let resize: ResizeObserver | undefined;
    let gone = false;
    void loadEcharts().then((echarts) => {
      if (gone || !box.current) return;
      const made = echarts.init(box.current);
      instance = made;
      resize = new ResizeObserver(() => made.resize());
      resize.observe(box.current);
      setChart(made);
    });
    return () => {
      gone = true;
      resize?.disconnect();
      instance?.dispose();
      setChart(null);
    };
  }, []);
  useEffect(() => {
    chart?.setOption(echartsOption(spec), true);
  }, [chart, spec]);
  return <div ref={box} data-testid="report-chart" style={{ width: '100%', height }} />;
}
