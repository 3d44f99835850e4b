import type {
  DocumentDef,
  DraftDocument as DomainDraftDocument,
  OpenLine as DomainOpenLine,
  FieldDef,
  LineLinkDef,
  LinkProgress,
} from '@tiangong/domain';
import { pickableLink } from '@tiangong/domain';
import { apiPost } from '../api/http';
import { documentDefs } from './documentRegistry';
import { refLabelKey } from './formatters';
import type { ItemLine } from './items';

/**
 * Document chains in the web (DESIGN §4): a target's lines draw on a source's lines. Everything
 * here is read from the declarations' `links`, so every chain (acceptance → warehouse-in, order →
 * delivery → invoice, …) gets 选单, 下推, progress and closing without code of its own.
 */

/** A source line that may still be drawn on, as a grid line. */
export type OpenLine = DomainOpenLine<ItemLine>;

export interface OpenLinesBody {
  link: string;
  partyId?: number;
  sourceId?: number;
  keyword?: string;
  pageIndex: number;
  pageSize: number;
}

export interface OpenLinesPage {
  requestList: OpenLine[];
  totalRec: number;
}

/** An unsaved target made from sources (下推). */
export type DraftDocument = DomainDraftDocument<ItemLine>;

export type { LinkProgress };

export interface CloseLinesBody {
  id: number;
  version: number;
  /** Absent or empty: every line (整单关闭). */
  lineIds?: number[];
  closed: boolean;
}

export function linkPaths(def: DocumentDef) {
  const { prefix: p, name: n } = def.api;
  return {
    /** On the target. */
    openLines: `${p}/query${n}OpenLines`,
    /** On the target. */
    makeFrom: `${p}/make${n}From`,
    /** On the source. */
    closeLines: `${p}/close${n}Lines`,
  };
}

/** Calls of the chain API; each resolves to undefined after the client showed the failure. */
export function linkApi(def: DocumentDef) {
  const paths = linkPaths(def);
  return {
    openLines: (body: OpenLinesBody) => apiPost<OpenLinesPage>(paths.openLines, body),
    makeFrom: (link: string, sourceIds: number[]) =>
      apiPost<DraftDocument>(paths.makeFrom, { link, sourceIds }),
    closeLines: (body: CloseLinesBody) => apiPost<{ id: number; status: string }>(paths.closeLines, body),
  };
}

export interface LinkTarget {
  target: DocumentDef;
  link: LineLinkDef;
}

/** The links of every known declaration that draw on documents of `sourceKey`. */
export function linksDrawingOn(
  sourceKey: string,
  defs: Record<string, DocumentDef> = documentDefs,
): LinkTarget[] {
  return Object.values(defs).flatMap((target) =>
    (target.links ?? [])
      .filter((link) => link.source.key === sourceKey && pickableLink(link))
      .map((link) => ({ target, link })),
  );
}

/** Source statuses in which its lines may be drawn on, closed or reopened (rolled-up ones too). */
export function sourceStatuses(link: LineLinkDef): string[] {
  const { statuses, rollUp } = link.source;
  return [...new Set([...statuses, ...(rollUp ? Object.values(rollUp) : [])])].filter(
    (s): s is string => typeof s === 'string',
  );
}

/**
 * Target line fields naming a source line. They are read-only, so the grid hides them, but a line
 * that came from 选单 or 下推 keeps its value when the form saves.
 */
export function linkLineFields(def: DocumentDef): string[] {
  return [...new Set((def.links ?? []).map((link) => link.line))];
}

/** The row key where the server puts the text of a line's source line (`YS20261114001 第1行`). */
export function linkLabelKey(field: string): string {
  return `${field}Label`;
}

/** The text of a link field on a line; the ref-style key is accepted as well. */
export function linkLineText(line: Record<string, unknown>, field: string): string {
  const label = line[linkLabelKey(field)] ?? line[refLabelKey(field)];
  return label === null || label === undefined ? '' : String(label);
}

/** Title of the items column in the 选单 dialog: the label of the first copied ref line field. */
export function itemColumnTitle(target: DocumentDef, link: LineLinkDef): string {
  const fields = target.items?.fields ?? {};
  const ref = Object.keys(link.copy)
    .map((name): FieldDef | undefined => fields[name])
    .find((field) => field?.kind === 'ref');
  return ref?.label ?? '品名';
}

export function sourceDefOf(link: LineLinkDef): DocumentDef | undefined {
  return documentDefs[link.source.key];
}
