import type { ReportDef } from '@tiangong/domain';
import { apiDownload, apiPost } from '../api/http';
import type { DocumentRow, ListBody } from '../documents/doc-api';

/** The two calls of a declared report: a page with the totals of the whole set, and the export. */
export interface ReportPage {
  requestList: DocumentRow[];
  totalRec: number;
  pageIndex: number;
  pageSize: number;
  totals: Record<string, number>;
  /** Headers that depend on data (the aging buckets of 财务设置), replacing the declared ones. */
  labels?: Record<string, string>;
}

export function reportApi(report: ReportDef) {
  const { prefix, name } = report.api;
  return {
    list: (body: ListBody) => apiPost<ReportPage>(`${prefix}/query${name}List`, body),
    exportList: (body: ListBody) => apiDownload(`${prefix}/export${name}List`, body, `${report.title}.xlsx`),
  };
}
