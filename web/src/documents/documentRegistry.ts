import {
  crmDocuments,
  type DocumentDef,
  inventoryDocuments,
  masterDataDocuments,
  purchaseDocuments,
  staff,
  unlistedMasterData,
} from '@tiangong/domain';

/**
 * Every declaration the generic screens know, by key: a ref field names its target by key, and
 * RefSelect looks the target up here to query its list. Document modules add theirs as they come.
 */
export const documentDefs: Record<string, DocumentDef> = Object.fromEntries(
  [
    ...masterDataDocuments,
    ...unlistedMasterData,
    ...inventoryDocuments,
    ...purchaseDocuments,
    ...crmDocuments,
    staff,
  ].map((def) => [def.key, def]),
);

export function defFor(key: string): DocumentDef | undefined {
  return documentDefs[key];
}
