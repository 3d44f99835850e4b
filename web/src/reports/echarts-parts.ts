import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * Only what the declared charts draw. Loaded beside `echarts/core` (ReportChart), not inside it, so
 * the charts and components form a chunk of their own (docs/PERFORMANCE.md).
 */
export const echartsParts = [
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
];
