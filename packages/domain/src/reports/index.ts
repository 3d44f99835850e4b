export * from './define.ts';
export * from './inventory/index.ts';
