import type { RecipeDiff, RecipeVersion } from '@tiangong/domain';
import { apiGet } from '../../api/http';

/** The recipe module's own calls (versions, 版本对比); the rest are the engine's (/formula/…Recipe). */
export type { RecipeDiff, RecipeDiffField, RecipeDiffLine, RecipeVersion } from '@tiangong/domain';

export const VERSIONS = '/formula/queryRecipeVersions';
export const COMPARE = '/formula/compareRecipeVersions';

export const recipeApi = {
  versions: (id: number) => apiGet<{ code: string; versions: RecipeVersion[] }>(VERSIONS, { id }),
  compare: (leftId: number, rightId: number) => apiGet<RecipeDiff>(COMPARE, { leftId, rightId }),
};
