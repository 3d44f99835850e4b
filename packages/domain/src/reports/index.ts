export * from './admin/audit-log.report.ts';
export * from './define.ts';
export * from './inventory/index.ts';
