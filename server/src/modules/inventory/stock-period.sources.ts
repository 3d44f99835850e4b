import {
  type DocumentDef,
  financeDocuments,
  inventoryDocuments,
  type PeriodBook,
  productionDocuments,
  purchaseDocuments,
  salesDocuments,
} from '@tiangong/domain';
import { columnName } from '../../platform/documents/document-table.ts';
import type { PendingSource } from './stock-period.service.ts';

/** Every declaration a book may guard: the modules whose documents carry a `closedBy` date. */
const declared = (): readonly DocumentDef[] => [
  ...inventoryDocuments,
  ...purchaseDocuments,
  ...salesDocuments,
  ...financeDocuments,
  ...productionDocuments,
];

/** A document type dated in a book: its table and the column of its `closedBy` date. */
export interface BookDocument {
  def: DocumentDef;
  table: string;
  field: string;
  dateColumn: string;
}

/**
 * The documents a book guards, read from the declarations: each with a date field `closedBy` that
 * book (at most one per declaration). In a closed month of 往来 they can be neither saved nor moved
 * (`finance/accounts-period.guard.ts`); a stock book guards its postings through the ledger.
 */
export function bookDocumentsOf(
  kind: PeriodBook,
  declarations: readonly DocumentDef[] = declared(),
): BookDocument[] {
  return declarations.flatMap((def) => {
    const dates = Object.entries(def.fields).filter(([, f]) => f.kind === 'date' && f.closedBy === kind);
    if (dates.length > 1) throw new Error(`${def.key}: a document is dated in a book by one date (closedBy)`);
    return dates.map(([field]) => ({ def, table: def.table, field, dateColumn: columnName(field) }));
  });
}

/**
 * The documents that keep a book's month from closing, read from the declarations: each one that
 * declares the statuses in which it will still post (`pendingPosting`), dated by its date in that
 * book (the date field with `closedBy`). A document declared for no book here (an acceptance
 * posts nothing, a re-pack posts when saved) never blocks a close.
 */
export function pendingSourcesOf(
  kind: PeriodBook,
  declarations: readonly DocumentDef[] = declared(),
): PendingSource[] {
  return declarations.flatMap((def) => {
    if (!def.pendingPosting?.length) return [];
    const dates = Object.entries(def.fields).filter(([, f]) => f.kind === 'date' && f.closedBy);
    // A document that will post names the book it posts into; without one it would block nothing.
    if (dates.length !== 1)
      throw new Error(
        `${def.key}: a document that will still post needs exactly one posting date (closedBy)`,
      );
    const [[field, date]] = dates;
    if (date.kind !== 'date' || date.closedBy !== kind) return [];
    return [
      {
        title: def.title,
        table: def.table,
        dateColumn: columnName(field),
        statuses: def.statuses,
        pending: def.pendingPosting,
      },
    ];
  });
}

/** Material documents that will still post into their month. */
export const materialPendingSources: readonly PendingSource[] = pendingSourcesOf('MATERIAL');

/** Product documents that will still post into their month. */
export const productPendingSources: readonly PendingSource[] = pendingSourcesOf('PRODUCT');
