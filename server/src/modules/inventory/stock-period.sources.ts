import {
  type DocumentDef,
  inventoryDocuments,
  purchaseDocuments,
  type StockKind,
  salesDocuments,
} from '@tiangong/domain';
import { columnName } from '../../platform/documents/document-table.ts';
import type { PendingSource } from './stock-period.service.ts';

/**
 * The documents that keep a book's month from closing, read from the declarations: each one that
 * declares the statuses in which it will still post (`pendingPosting`), dated by its posting date
 * of that kind of stock (the date field with `closedBy`). A document declared for no book here
 * (an acceptance posts nothing, a re-pack posts when saved) never blocks a close.
 */
export function pendingSourcesOf(
  kind: StockKind,
  declarations: readonly DocumentDef[] = [...inventoryDocuments, ...purchaseDocuments, ...salesDocuments],
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
