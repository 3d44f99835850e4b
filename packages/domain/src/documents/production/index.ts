import type { DocumentDef } from '../define.ts';
import type { DocumentViewDef } from '../views.ts';
import { manufactureFeeding } from './manufacture-feeding.doc.ts';
import { manufacturePackaging } from './manufacture-packaging.doc.ts';
import { manufactureProcess } from './manufacture-process.doc.ts';
import { manufactureRecord } from './manufacture-record.doc.ts';
import { recipe } from './recipe.doc.ts';
import { recipeAlternate } from './recipe-alternate.doc.ts';
import { recipeViews } from './recipe-views.ts';

export * from './batch-trace.ts';
export * from './manufacture-feeding.doc.ts';
export * from './manufacture-packaging.doc.ts';
export * from './manufacture-process.doc.ts';
export * from './manufacture-record.doc.ts';
export * from './production-actions.ts';
export * from './recipe.doc.ts';
export * from './recipe-alternate.doc.ts';
export * from './recipe-views.ts';
export * from './recipe-wire.ts';

/** Documents of production (issue 30), in the order of their menu. */
export const productionDocuments: DocumentDef[] = [
  recipe,
  recipeAlternate,
  manufactureFeeding,
  manufactureRecord,
  manufactureProcess,
  manufacturePackaging,
];

/** Production's second screens of its declarations: the four recipe screens. */
export const productionViews: DocumentViewDef[] = recipeViews;
