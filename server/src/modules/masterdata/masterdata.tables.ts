import {
  allocation,
  beltline,
  channel,
  charging,
  companyProfile,
  currency,
  detectionMethod,
  exchangeTaxRate,
  express,
  location,
  materiel,
  materielType,
  packageSpec,
  procedure,
  product,
  productRelate,
  productType,
  supplier,
  technology,
  testItem,
  testOrgan,
  unit,
  warehouse,
} from '@tiangong/domain';
import { documentTable } from '../../platform/documents/document-table.ts';

/**
 * The tables of the master-data declarations. One export per table so drizzle-kit sees them
 * (`npm run db:generate`); `masterDataTables` maps declaration keys to them for the engine.
 */
export const unitTable = documentTable(unit);
export const currencyTable = documentTable(currency);
export const exchangeTaxRateTable = documentTable(exchangeTaxRate);
export const locationTable = documentTable(location);
export const productTypeTable = documentTable(productType);
export const packageSpecTable = documentTable(packageSpec);
export const productTable = documentTable(product);
export const productRelateTable = documentTable(productRelate);
export const materielTypeTable = documentTable(materielType);
export const supplierTable = documentTable(supplier);
export const materielTable = documentTable(materiel);
export const warehouseTable = documentTable(warehouse);
export const allocationTable = documentTable(allocation);
export const beltlineTable = documentTable(beltline);
export const procedureTable = documentTable(procedure);
export const chargingTable = documentTable(charging);
export const technologyTable = documentTable(technology);
export const expressTable = documentTable(express);
export const testOrganTable = documentTable(testOrgan);
export const detectionMethodTable = documentTable(detectionMethod);
export const testItemTable = documentTable(testItem);
export const channelTable = documentTable(channel);
export const companyProfileTable = documentTable(companyProfile);

export const masterDataTables = {
  unit: unitTable,
  currency: currencyTable,
  'exchange-tax-rate': exchangeTaxRateTable,
  location: locationTable,
  'product-type': productTypeTable,
  'package-spec': packageSpecTable,
  product: productTable,
  'product-relate': productRelateTable,
  'materiel-type': materielTypeTable,
  supplier: supplierTable,
  materiel: materielTable,
  warehouse: warehouseTable,
  allocation: allocationTable,
  beltline: beltlineTable,
  procedure: procedureTable,
  charging: chargingTable,
  technology: technologyTable,
  express: expressTable,
  'test-organ': testOrganTable,
  'detection-method': detectionMethodTable,
  'test-item': testItemTable,
  channel: channelTable,
  'company-profile': companyProfileTable,
};
