/**
 * The demo company's organization: its departments, which department each SPEC §6 role works in,
 * and the menus each role is granted (URLs of the screen registry; `export: true` adds EXPORT).
 * Modules extend `demoRoleMenus` as their screens land.
 */
export const demoDepartments = [
  '总经办',
  '销售部',
  '采购部',
  '仓储部',
  '财务部',
  '生产部',
  '技术部',
  '研发部',
  '质量部',
] as const;

export type DemoDepartment = (typeof demoDepartments)[number];

export const demoRoleDepartment: Record<string, DemoDepartment> = {
  SaleDerictor: '销售部',
  Saler: '销售部',
  SaleManager: '销售部',
  SampleReviewer: '销售部',
  SaleAssistant: '销售部',
  PurchasingManager: '采购部',
  Purchaser: '采购部',
  PurchasingDirector: '采购部',
  Store: '仓储部',
  StoreMaster: '仓储部',
  StoreManager: '仓储部',
  FinaceManager: '财务部',
  CostAccounting: '财务部',
  FinaceDerictor: '财务部',
  Cashier: '财务部',
  Accounting: '财务部',
  ACCOUNT2: '财务部',
  ProduceDirector: '生产部',
  Operator: '生产部',
  ProductPlan: '生产部',
  SectionChief: '生产部',
  ViceWorkshopManager: '生产部',
  WorkshopManager: '生产部',
  'Tr-WorkshopManager': '生产部',
  QualityInspector: '质量部',
  QualityManager: '质量部',
  TechnicalManager: '技术部',
  KiriMaster: '技术部',
  ResearchManager: '研发部',
  Researcher: '研发部',
  ResearchDerictor: '研发部',
  Applier: '研发部',
  ResearchMaster: '研发部',
  ApplicationManager: '研发部',
  BigBoss: '总经办',
  VicePresident: '总经办',
};

interface Grant {
  url: string;
  export?: boolean;
}

const everyone: Grant[] = [{ url: '/index' }];
const staffAdmin: Grant[] = [{ url: '/staff', export: true }, { url: '/organizational' }, { url: '/role' }];

export const demoRoleMenus: Record<string, Grant[]> = {
  BigBoss: [...everyone, ...staffAdmin],
  VicePresident: [...everyone, ...staffAdmin],
};

export function grantsFor(roleName: string): Grant[] {
  return demoRoleMenus[roleName] ?? everyone;
}
