import { declaredReports, type ReportDef } from '@tiangong/domain';
import type { ComponentType } from 'react';
import { ReportView } from './ReportView';

/** Every declared report, by its screen URL. */
export const reportDefs: Record<string, ReportDef> = Object.fromEntries(
  declaredReports.map((r) => [r.screen, r]),
);

const cache = new Map<string, ComponentType>();

/** One stable component per report screen (a re-render of the routes never remounts it). */
export function reportScreen(url: string): ComponentType {
  const known = cache.get(url);
  if (known) return known;
  const report = reportDefs[url];
  const Screen = () => <ReportView report={report} />;
  Screen.displayName = `Report(${report.key})`;
  cache.set(url, Screen);
  return Screen;
}
