import type { DocumentDef } from '../define.ts';
import { channel, express, location, unit } from './common.doc.ts';
import { companyProfile } from './company-profile.doc.ts';
import { currency, exchangeTaxRate } from './finance.doc.ts';
import { materiel, materielType } from './materiel.doc.ts';
import { product, productRelate, productType } from './product.doc.ts';
import { beltline, charging, packageSpec, procedure, technology } from './production.doc.ts';
import { detectionMethod, testItem, testOrgan } from './quality.doc.ts';
import { supplier } from './supplier.doc.ts';
import { allocation, warehouse } from './warehouse.doc.ts';

export * from './common.doc.ts';
export * from './company-profile.doc.ts';
export * from './finance.doc.ts';
export * from './materiel.doc.ts';
export * from './product.doc.ts';
export * from './production.doc.ts';
export * from './quality.doc.ts';
export * from './staff.doc.ts';
export * from './supplier.doc.ts';
export * from './warehouse.doc.ts';

/** Every master-data declaration, in dependency order (a ref's target comes first). */
export const masterDataDocuments: DocumentDef[] = [
  unit,
  currency,
  exchangeTaxRate,
  location,
  productType,
  packageSpec,
  product,
  productRelate,
  materielType,
  supplier,
  materiel,
  warehouse,
  allocation,
  beltline,
  procedure,
  charging,
  technology,
  express,
  testOrgan,
  detectionMethod,
  testItem,
  channel,
  companyProfile,
];

/**
 * Master data registered like the others (lists, lookups, pickers) whose screens another module
 * gives. The customer, once here, is the CRM's own declaration now (crm/customer.doc.ts).
 */
export const unlistedMasterData: DocumentDef[] = [];
