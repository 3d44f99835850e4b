/**
 * What the recipe module's own calls answer (versions, 版本对比): the server builds these, the
 * recipe detail screen reads them. The rest of the recipe's calls are the engine's.
 */
export interface RecipeVersion {
  id: number;
  versionNo: number;
  recipeType: string;
  effectiveDate: string | null;
  status: string;
  auditor: string | null;
  auditDate: string | null;
  createBy: string | null;
  /** The approved version in force today: the highest approved one effective by today. */
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
  /** `m12` (a material) or `h7` (a half-stuff recipe version). */
  key: string;
  kind: 'material' | 'halfstuff';
  label: string;
  /** ×1e6; null where the side has no such line. */
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
