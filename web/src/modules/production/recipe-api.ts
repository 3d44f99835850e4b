import { apiGet } from '../../api/http';

/** The recipe module's own calls (versions, 版本对比); the rest are the engine's (/formula/…Recipe). */
export interface RecipeVersion {
  id: number;
  versionNo: number;
  recipeType: string;
  effectiveDate: string | null;
  status: string;
  auditor: string | null;
  auditDate: string | null;
  createBy: string | null;
  /** The approved version in force today. */
  current: boolean;
}

export interface RecipeDiffField {
  field: string;
  label: string;
  left: string;
  right: string;
  changed: boolean;
}

export interface RecipeDiffLine {
  key: string;
  kind: 'material' | 'halfstuff';
  label: string;
  left: number | null;
  right: number | null;
  leftRemark: string | null;
  rightRemark: string | null;
  change: 'added' | 'removed' | 'changed' | 'same';
}

export interface RecipeDiff {
  left: { id: number; label: string; status: string };
  right: { id: number; label: string; status: string };
  fields: RecipeDiffField[];
  lines: RecipeDiffLine[];
}

export const VERSIONS = '/formula/queryRecipeVersions';
export const COMPARE = '/formula/compareRecipeVersions';

export const recipeApi = {
  versions: (id: number) => apiGet<{ code: string; versions: RecipeVersion[] }>(VERSIONS, { id }),
  compare: (leftId: number, rightId: number) => apiGet<RecipeDiff>(COMPARE, { leftId, rightId }),
};
