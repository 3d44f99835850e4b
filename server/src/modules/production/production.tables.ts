import { recipe, recipeAlternate } from '@tiangong/domain';
import { documentTable, itemsTable } from '../../platform/documents/document-table.ts';

/** Production's documents (issue 30), built from their declarations. */
export const recipeTable = documentTable(recipe);
export const recipeItemsTable = itemsTable(recipe, recipeTable);
export const recipeAlternateTable = documentTable(recipeAlternate);
export const recipeAlternateItemsTable = itemsTable(recipeAlternate, recipeAlternateTable);
