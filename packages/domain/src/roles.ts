/**
 * Role names and role groups of SPEC §6. Names are kept exactly as SPEC spells them
 * (SaleDerictor, FinaceManager, …) because they are the identifiers stored with users.
 * SPEC's sales-group role `{name}` lost its name; it is `SampleReviewer` (样品审核) here.
 */
export const SUPER_ADMIN = 'SuperAdmin';

export const roleGroups = {
  sales: ['SaleDerictor', 'Saler', 'SaleManager', 'SampleReviewer', 'SaleAssistant'],
  purchase: ['PurchasingManager', 'Purchaser', 'PurchasingDirector'],
  store: ['Store', 'StoreMaster', 'StoreManager'],
  finance: ['FinaceManager', 'CostAccounting', 'FinaceDerictor', 'Cashier', 'Accounting'],
  production: [
    'ProduceDirector',
    'Operator',
    'ProductPlan',
    'SectionChief',
    'ViceWorkshopManager',
    'WorkshopManager',
  ],
  quality: ['QualityInspector', 'QualityManager'],
  technical: ['TechnicalManager', 'ResearchManager'],
  research: [
    'Researcher',
    'ResearchDerictor',
    'Applier',
    'ResearchMaster',
    'ResearchManager',
    'ApplicationManager',
  ],
  other: ['Tr-WorkshopManager', 'KiriMaster', 'BigBoss', 'VicePresident', 'ACCOUNT2'],
} as const;

export type RoleGroup = keyof typeof roleGroups;

/** Chinese labels of the roles, shown in admin screens. */
export const roleLabels: Record<string, string> = {
  SuperAdmin: '超级管理员',
  SaleDerictor: '销售总监',
  Saler: '销售员',
  SaleManager: '销售经理',
  SampleReviewer: '样品审核',
  SaleAssistant: '销售助理',
  PurchasingManager: '采购经理',
  Purchaser: '采购员',
  PurchasingDirector: '采购总监',
  Store: '仓管员',
  StoreMaster: '仓库主管',
  StoreManager: '仓库经理',
  FinaceManager: '财务经理',
  CostAccounting: '成本会计',
  FinaceDerictor: '财务总监',
  Cashier: '出纳',
  Accounting: '会计',
  ProduceDirector: '生产总监',
  Operator: '操作工',
  ProductPlan: '生产计划',
  SectionChief: '工段长',
  ViceWorkshopManager: '车间副主任',
  WorkshopManager: '车间主任',
  QualityInspector: '质检员',
  QualityManager: '质量经理',
  TechnicalManager: '技术经理',
  ResearchManager: '研发经理',
  Researcher: '研发员',
  ResearchDerictor: '研发总监',
  Applier: '应用工程师',
  ResearchMaster: '研发主管',
  ApplicationManager: '应用经理',
  'Tr-WorkshopManager': '受托车间主任',
  KiriMaster: 'Kiri主管',
  BigBoss: '总经理',
  VicePresident: '副总经理',
  ACCOUNT2: '财务账户2',
};

export const allRoleNames: string[] = [SUPER_ADMIN, ...new Set(Object.values(roleGroups).flat())];

export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes(SUPER_ADMIN);
}
