import { describe, expect, it } from 'vitest';
import type { DocumentActionDef } from './documents/actions.ts';
import type { DocAccess } from './documents/define.ts';
import { type FieldDef, text } from './documents/fields.ts';
import {
  buttonVisible,
  can,
  canExport,
  isPermission,
  NO_ONE,
  type Permission,
  permissionLabels,
  permissionRules,
} from './permissions.ts';
import type { ReportDef } from './reports/define.ts';

// Literal expectations, written from SPEC §6 independently of the rule table: [allowed, denied].
const cases: Record<Permission, [string[], string[]]> = {
  'material-name': [
    [
      'Purchaser',
      'Store',
      'Operator',
      'QualityInspector',
      'TechnicalManager',
      'Researcher',
      'Cashier',
      'KiriMaster',
    ],
    ['Saler', 'BigBoss', 'SampleReviewer'],
  ],
  'warehouse-amount': [
    ['Saler', 'BigBoss', 'Cashier', 'Purchaser'],
    ['Store', 'Operator', 'QualityManager', 'TechnicalManager', 'Applier'],
  ],
  'feeding-form-visit': [
    ['Operator', 'QualityInspector', 'TechnicalManager', 'Researcher'],
    ['Saler', 'Store', 'Cashier'],
  ],
  'finance-review': [
    ['FinaceManager', 'FinaceDerictor', 'Cashier', 'CostAccounting', 'Accounting', 'BigBoss'],
    ['VicePresident', 'ACCOUNT2', 'Saler'],
  ],
  'warehouse-review': [
    ['StoreManager', 'StoreMaster', 'Store'],
    ['Purchaser', 'BigBoss'],
  ],
  'finance-document-edit': [
    ['FinaceManager', 'Cashier', 'Accounting', 'CostAccounting', 'FinaceDerictor'],
    ['BigBoss', 'Saler', 'Store'],
  ],
  'purchase-finance-edit': [
    ['Purchaser', 'PurchasingManager', 'Cashier', 'Accounting', 'FinaceManager'],
    ['BigBoss', 'Saler', 'Store'],
  ],
  'quality-review': [['QualityManager'], ['QualityInspector']],
  'material-acceptance-check': [
    ['Store', 'StoreMaster', 'StoreManager', 'QualityInspector', 'QualityManager'],
    ['Purchaser', 'Operator', 'BigBoss'],
  ],
  'recipe-review': [
    ['ResearchDerictor', 'ResearchManager'],
    ['TechnicalManager', 'Researcher'],
  ],
  'fullscale-recipe-review': [
    ['ResearchDerictor', 'ResearchManager', 'TechnicalManager'],
    ['Researcher', 'ResearchMaster'],
  ],
  'recipe-edit': [
    ['Researcher', 'ResearchDerictor', 'ResearchManager', 'TechnicalManager', 'ResearchMaster'],
    ['Operator', 'ProduceDirector', 'Purchaser', 'BigBoss'],
  ],
  'quality-standard-edit': [
    ['QualityInspector', 'QualityManager'],
    ['TechnicalManager', 'Researcher', 'Store', 'Saler', 'BigBoss'],
  ],
  'quality-standard-visit': [
    ['QualityInspector', 'QualityManager', 'TechnicalManager', 'Researcher', 'ResearchManager', 'BigBoss'],
    ['Saler', 'Store', 'Operator', 'Purchaser', 'Cashier'],
  ],
  'recipe-visit': [
    ['Researcher', 'TechnicalManager', 'Operator', 'WorkshopManager', 'Tr-WorkshopManager', 'BigBoss'],
    ['Saler', 'Store', 'Purchaser', 'Cashier', 'QualityInspector'],
  ],
  'sample-send-review': [['SampleReviewer'], ['SaleDerictor', 'Saler']],
  'sales-warehouse-out-review': [['SaleDerictor'], ['SaleManager', 'Store']],
  'staff-permission-setting': [
    ['BigBoss', 'VicePresident'],
    ['Saler', 'FinaceDerictor', 'StoreManager'],
  ],
  'customer-classification-edit': [
    ['Cashier', 'FinaceManager', 'SaleDerictor'],
    ['Saler', 'SaleManager'],
  ],
  'sales-order-visit': [
    ['Operator', 'WorkshopManager', 'TechnicalManager', 'ResearchManager'],
    ['Saler', 'Store'],
  ],
  'sales-order-edit': [
    ['Saler', 'SaleAssistant', 'SampleReviewer'],
    ['Store', 'BigBoss'],
  ],
  'sales-invoice-invalidate': [['SaleManager'], ['Cashier']],
  'sales-warehouse-out-edit': [['SaleDerictor'], ['StoreMaster']],
  'sales-return-confirm': [['Store', 'StoreManager'], ['Saler']],
  'purchase-order-edit': [['Purchaser', 'PurchasingDirector'], ['Store']],
  'purchase-invoice-invalidate': [['PurchasingManager'], ['Accounting']],
  'purchase-payment-invalidate': [['Purchaser'], ['Cashier']],
  'warehouse-red': [['Purchaser'], ['StoreManager']],
  'material-red-flush': [['Store'], ['QualityManager']],
  'material-in-edit': [['Purchaser'], ['Operator']],
  'product-in-edit': [
    ['Store', 'CostAccounting', 'Cashier'],
    ['Purchaser', 'Operator'],
  ],
  'product-red-flush': [
    ['StoreMaster', 'FinaceManager'],
    ['Cashier', 'Purchaser'],
  ],
  'purchase-apply': [
    ['Store', 'Saler', 'Operator'],
    ['Purchaser', 'PurchasingManager', 'PurchasingDirector'],
  ],
  'purchase-apply-review': [
    ['StoreManager', 'SaleManager', 'ProduceDirector', 'BigBoss', 'VicePresident'],
    ['Store', 'Saler', 'Operator', 'PurchasingManager', 'Purchaser'],
  ],
  'purchase-price-review': [
    ['PurchasingManager', 'PurchasingDirector'],
    ['Purchaser', 'BigBoss', 'FinaceManager'],
  ],
  'purchase-return-review': [
    ['PurchasingManager', 'PurchasingDirector'],
    ['Purchaser', 'Store', 'BigBoss'],
  ],
  'sales-price-review': [
    ['SaleDerictor', 'BigBoss', 'VicePresident'],
    ['SaleManager', 'Saler', 'SaleAssistant', 'Store'],
  ],
  'purchase-request-review': [
    ['PurchasingManager', 'PurchasingDirector'],
    ['Purchaser', 'StoreManager', 'BigBoss'],
  ],
  'purchase-amount-review': [['PurchasingDirector'], ['PurchasingManager', 'Purchaser', 'BigBoss']],
  'purchase-setting-edit': [
    ['BigBoss', 'VicePresident'],
    ['PurchasingDirector', 'Purchaser', 'StoreManager'],
  ],
  'credit-review': [
    ['SaleDerictor', 'FinaceManager', 'Cashier', 'BigBoss'],
    ['SaleManager', 'Saler', 'Store', 'VicePresident'],
  ],
  // 公司信息: the super administrator alone (who passes every check), not even the bosses.
  'company-profile-edit': [['SuperAdmin'], ['BigBoss', 'VicePresident', 'FinaceDerictor', 'Saler']],
  'finance-setting-edit': [
    ['FinaceManager', 'FinaceDerictor'],
    ['Cashier', 'Accounting', 'SaleDerictor', 'BigBoss'],
  ],
  'feeding-form-edit': [
    ['Operator', 'TechnicalManager', 'Tr-WorkshopManager'],
    ['QualityInspector', 'Researcher'],
  ],
  'production-plan': [
    ['ProductPlan', 'WorkshopManager', 'ProduceDirector'],
    ['Operator', 'TechnicalManager', 'Store'],
  ],
  'feeding-deviation-review': [
    ['WorkshopManager', 'TechnicalManager'],
    ['Operator', 'ProductPlan', 'Researcher'],
  ],
  'production-record-audit': [
    ['WorkshopManager', 'SectionChief', 'TechnicalManager'],
    ['Operator', 'ProductPlan', 'Store', 'CostAccounting'],
  ],
  'production-pack-audit': [
    ['WorkshopManager', 'ProduceDirector'],
    ['Operator', 'Store', 'TechnicalManager'],
  ],
  'production-cost-visit': [
    ['Operator', 'TechnicalManager', 'CostAccounting', 'BigBoss'],
    ['Store', 'Saler', 'QualityInspector'],
  ],
  'production-cost-edit': [
    ['CostAccounting', 'Accounting'],
    ['Operator', 'WorkshopManager', 'Store', 'Cashier'],
  ],
  'production-cost-audit': [
    ['CostAccounting', 'FinaceManager'],
    ['Accounting', 'Operator', 'Store'],
  ],
  'product-send-test-edit': [
    ['QualityManager', 'Researcher', 'Applier'],
    ['QualityInspector', 'Saler'],
  ],
  'material-amount': [
    ['CostAccounting', 'PurchasingManager', 'BigBoss'],
    ['Store', 'Saler'],
  ],
  'bom-price-sum': [
    ['ResearchDerictor', 'TechnicalManager'],
    ['Researcher', 'Saler'],
  ],
  'lab-record-price-sum': [['ResearchMaster', 'CostAccounting'], ['Applier']],
  'material-price': [
    ['Purchaser', 'Accounting'],
    ['Store', 'Researcher'],
  ],
  'material-bill-price-amount': [['Purchaser', 'Cashier'], ['StoreManager']],
  'sale-bill-price-amount': [
    ['Saler', 'SaleAssistant', 'Accounting'],
    ['Store', 'Purchaser'],
  ],
  'product-of-production': [
    ['ProductPlan', 'WorkshopManager'],
    ['Saler', 'Store'],
  ],
  'product-edit': [
    ['TechnicalManager', 'SaleDerictor'],
    ['Saler', 'Store', 'Purchaser'],
  ],
  'materiel-edit': [
    ['Purchaser', 'ResearchManager'],
    ['Store', 'Saler'],
  ],
  'supplier-edit': [
    ['Purchaser', 'PurchasingDirector'],
    ['Store', 'Cashier'],
  ],
  'warehouse-edit': [
    ['StoreManager', 'StoreMaster'],
    ['Store', 'Purchaser'],
  ],
  'finance-basics-edit': [
    ['FinaceManager', 'Accounting'],
    ['Cashier', 'Saler'],
  ],
  'production-basics-edit': [
    ['ProduceDirector', 'TechnicalManager'],
    ['Operator', 'Saler'],
  ],
  'quality-basics-edit': [['QualityManager'], ['QualityInspector']],
  'sales-basics-edit': [['SaleDerictor', 'SaleManager'], ['Saler']],
  'common-basics-edit': [
    ['StoreManager', 'TechnicalManager', 'PurchasingManager'],
    ['Store', 'Saler'],
  ],
  'customer-edit': [
    ['SaleDerictor', 'SaleManager', 'Saler', 'SaleAssistant', 'FinaceManager'],
    ['Store', 'Cashier', 'SampleReviewer'],
  ],
  'crm-edit': [
    ['SaleDerictor', 'SaleManager', 'Saler', 'SaleAssistant'],
    ['Store', 'FinaceManager', 'SampleReviewer'],
  ],
  'customer-distribute': [
    ['SaleDerictor', 'SaleManager', 'BigBoss', 'VicePresident'],
    ['Saler', 'SaleAssistant', 'FinaceManager'],
  ],
  'customer-freeze': [
    ['SaleDerictor', 'SaleManager', 'FinaceManager', 'FinaceDerictor'],
    ['Saler', 'Cashier', 'Store'],
  ],
  'pool-settings': [
    ['SaleDerictor', 'BigBoss', 'VicePresident'],
    ['SaleManager', 'Saler'],
  ],
  'sale-document-edit': [
    ['SaleDerictor', 'SaleManager', 'TechnicalManager', 'ResearchManager', 'QualityManager'],
    ['Saler', 'SaleAssistant', 'Store', 'FinaceManager'],
  ],
};

describe('SPEC §6 permissions', () => {
  it('has a label and test cases for every permission', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(permissionRules).sort());
    expect(Object.keys(permissionLabels).sort()).toEqual(Object.keys(permissionRules).sort());
  });

  for (const permission of Object.keys(permissionRules).filter(isPermission)) {
    const [allowed, denied] = cases[permission];
    it(`${permission}: allows ${allowed.join(', ')}; denies ${denied.join(', ')}`, () => {
      for (const role of allowed) expect(can([role], permission), role).toBe(true);
      for (const role of denied) expect(can([role], permission), role).toBe(false);
      expect(can(['SuperAdmin'], permission)).toBe(true);
      expect(can([], permission)).toBe(permission === 'warehouse-amount' || permission === 'purchase-apply');
    });
  }

  it('refuses an unknown permission except to SuperAdmin', () => {
    // An unknown key does not compile (so a misspelt one cannot quietly deny); data from outside
    // the type system (a stored button type) is still refused at run time.
    // @ts-expect-error 'launch-rockets' is no Permission
    expect(can(['BigBoss'], 'launch-rockets')).toBe(false);
    // @ts-expect-error 'launch-rockets' is no Permission
    expect(can(['SuperAdmin'], 'launch-rockets')).toBe(true);
    expect(buttonVisible(['BigBoss'], 'launch-rockets')).toBe(false);
  });

  it('types every permission in a declaration as Permission', () => {
    // Each line must fail to compile: if one compiles, its @ts-expect-error fails the typecheck.
    // @ts-expect-error an access rule names a known permission
    const access: DocAccess = { permission: 'warehouse-reveiw' };
    // @ts-expect-error a field's edit permission names a known permission
    const field: FieldDef = text('分类', { editPermission: 'customer-classifcation-edit' });
    // @ts-expect-error a module action's permission names a known permission
    const allow: DocumentActionDef['allow'] = { permission: 'purchase-price-reveiw' };
    // @ts-expect-error a report's reader-dependent description names a known permission
    const without: ReportDef['descriptionWithout'] = { permission: 'warehouse-amout', text: '' };
    expect([access, field, allow, without]).toHaveLength(4);
    expect(can(['Store'], NO_ONE)).toBe(false);
    expect(can(['SuperAdmin'], NO_ONE)).toBe(true);
  });

  it('exports only for super admin or an EXPORT menu state', () => {
    expect(canExport(['SuperAdmin'], '')).toBe(true);
    expect(canExport(['Saler'], 'EXPORT')).toBe(true);
    expect(canExport(['Saler'], '')).toBe(false);
    expect(canExport(['Saler'], undefined)).toBe(false);
  });

  it('hides buttons of unknown type', () => {
    expect(buttonVisible(['SuperAdmin'], 'no-such-button')).toBe(false);
    expect(buttonVisible(['Saler'], 'sales-order-edit')).toBe(true);
    expect(buttonVisible(['Store'], 'sales-order-edit')).toBe(false);
  });

  it('combines roles: a store clerk who is also in finance still may not see warehouse amounts', () => {
    expect(can(['Store', 'Cashier'], 'warehouse-amount')).toBe(false);
    expect(can(['Store', 'Cashier'], 'finance-review')).toBe(true);
  });
});
