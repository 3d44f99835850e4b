import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { type ChartSpec, echartsOption } from './report-chart-option';

// Only what the declared charts draw: the chunk stays small and loads with the first chart.
echarts.use([BarChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** An ECharts canvas that follows its container's width. Loaded lazily by ReportView. */
export default function ReportChart({ spec, height = 280 }: { spec: ChartSpec; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current);
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(echartsOption(spec), true);
  }, [spec]);
  return <div ref={box} data-testid="report-chart" style={{ width: '100%', height }} />;
}
