import type { DocumentDef } from '../define.ts';
import { materialStandard } from './material-standard.doc.ts';
import { productStandard } from './product-standard.doc.ts';

export * from './material-standard.doc.ts';
export * from './product-standard.doc.ts';
export * from './quality-actions.ts';
export * from './quality-views.ts';
export * from './spec-lines.ts';

/** Documents of quality (issue 31), in the order of their menu. */
export const qualityDocuments: DocumentDef[] = [productStandard, materialStandard];
