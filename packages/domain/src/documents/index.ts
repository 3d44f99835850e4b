export * from './define.ts';
export * from './fields.ts';
export * from './inventory/index.ts';
export * from './links.ts';
export * from './masterdata/index.ts';
export * from './purchase/index.ts';
export * from './scaled-rules.ts';
export * from './values.ts';
