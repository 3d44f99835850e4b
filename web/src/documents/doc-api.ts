import type { DocumentDef, RelatedGroup as DomainRelatedGroup } from '@tiangong/domain';
import { apiDownload, apiGet, apiPost, apiUpload } from '../api/http';
import { apiSubmit } from '../api/submit';
import { apiUrl, type RequestOptions } from '../api/transport';
import type { DefaultsAnswer, DefaultsBody } from './form-defaults';
import type { LinkProgress } from './links';

/**
 * The API the server's document engine gives every declaration (DESIGN §4), under
 * `def.api.prefix` with `def.api.name` in each path.
 */
export interface DocumentRow {
  id: number;
  status: string;
  version: number;
  createBy?: string | null;
  createAt?: string | null;
  modifyBy?: string | null;
  modifyAt?: string | null;
  auditor?: string | null;
  auditDate?: string | null;
  /** The detail's 创建人 / 修改人 / 审核人 by name (the fields above keep login names). */
  createByName?: string | null;
  modifyByName?: string | null;
  auditorName?: string | null;
  [field: string]: unknown;
}

export interface HistoryEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  actionLabel: string;
}

export interface ApprovalEntry {
  id?: number;
  action: string;
  outcome: string;
  approved: boolean;
  comment: string | null;
  actor: string;
  at: string;
}

export interface DocumentDetail extends DocumentRow {
  history?: HistoryEntry[];
  approvals?: ApprovalEntry[];
  /** A source of document chains: how far each kind of target has drawn it. */
  progress?: LinkProgress[];
}

export interface PageResult {
  requestList: DocumentRow[];
  totalRec: number;
  pageIndex: number;
  pageSize: number;
}

export interface ListBody {
  page: { pageIndex: number; pageSize: number };
  queryParameterVo: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Only these records: 批量导出 of the selected rows, a batch page's chosen records. */
  ids?: number[];
  /** false: no total (lookups); `totalRec` then only says whether more rows follow. */
  count?: boolean;
}

export interface ImportError {
  row: number;
  field: string;
  message: string;
}

export interface ImportResult {
  imported: number;
  errors: ImportError[];
}

export interface DocumentFile {
  fileId: string;
  fileName: string;
  size: number;
  mimeType: string;
  url: string;
  createBy?: string | null;
  createAt?: string | null;
}

export type RelatedGroup = DomainRelatedGroup<DocumentRow>;

export interface ChangeStateBody {
  id: number;
  version: number;
  action: string;
  status?: string;
  comment?: string;
}

export function documentPaths(def: DocumentDef) {
  const { prefix: p, name: n } = def.api;
  return {
    list: `${p}/query${n}PageList`,
    detail: `${p}/query${n}Detail`,
    save: `${p}/addOrUpdate${n}`,
    changeState: `${p}/change${n}State`,
    remove: `${p}/delete${n}`,
    exportList: `${p}/export${n}List`,
    template: `${p}/download${n}Template`,
    importFile: `${p}/import${n}`,
    files: `${p}/query${n}Files`,
    addFile: `${p}/add${n}File`,
    removeFile: `${p}/remove${n}File`,
    related: `${p}/query${n}Related`,
    printExcel: `${p}/print${n}Excel`,
    defaults: `${p}/query${n}Defaults`,
    amend: `${p}/amend${n}`,
  };
}

/** Calls of one declaration; each resolves to undefined after the client showed the failure. */
export function documentApi(def: DocumentDef) {
  const paths = documentPaths(def);
  return {
    list: (body: ListBody, opts?: RequestOptions) => apiPost<PageResult>(paths.list, body, opts),
    detail: (id: number, opts?: RequestOptions) => apiGet<DocumentDetail>(paths.detail, { id }, opts),
    save: (body: Record<string, unknown>) => apiSubmit<{ id: number }>(paths.save, body),
    changeState: (body: ChangeStateBody) => apiPost<{ id: number; status: string }>(paths.changeState, body),
    remove: (id: number) => apiPost<unknown>(paths.remove, { id }),
    exportList: (body: ListBody) => apiDownload(paths.exportList, body, `${def.title}.xlsx`),
    /** A plain link: the browser saves the xlsx itself. */
    templateUrl: apiUrl(paths.template),
    importFile: (file: File) => apiUpload<ImportResult>(paths.importFile, file, { silent: false }),
    files: (id: number) => apiGet<DocumentFile[]>(paths.files, { id }),
    addFile: (id: number, fileId: string) => apiPost<unknown>(paths.addFile, { id, fileId }),
    removeFile: (id: number, fileId: string) => apiPost<unknown>(paths.removeFile, { id, fileId }),
    related: (id: number) => apiGet<RelatedGroup[]>(paths.related, { id }),
    /** One printed form (`form`: its index among the declaration's printed forms) as .xlsx. */
    printExcel: (id: number, form: number, title: string) =>
      apiDownload(paths.printExcel, { id, form }, `${title}.xlsx`),
    /** The declared defaults of what the form holds (form-defaults.ts); asked in the background. */
    defaults: (body: DefaultsBody) => apiPost<DefaultsAnswer>(paths.defaults, body, { silent: true }),
    /** The fields kept editable after draft (`amend`: 运单号), changed alone. */
    amend: (body: Record<string, unknown>) => apiSubmit<{ id: number; version: number }>(paths.amend, body),
  };
}

export type DocumentApi = ReturnType<typeof documentApi>;
