import {
  type DocumentActionDef,
  type DocumentDef,
  type DocumentViewDef,
  department,
  masterDataDocuments,
  staff,
  unlistedMasterData,
} from '@tiangong/domain';

/** The master data declarations: what the first list needs, and every other screen too. */
export const defs: readonly DocumentDef[] = [
  ...masterDataDocuments,
  ...unlistedMasterData,
  staff,
  department,
];

/** No module acts on master data's screens. */
export const actions: readonly DocumentActionDef[] = [];

/** Master data has no second screens. */
export const views: readonly DocumentViewDef[] = [];
