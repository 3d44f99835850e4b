export * from './define.ts';
export * from './fields.ts';
export * from './masterdata/index.ts';
