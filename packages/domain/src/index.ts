export * from './constants.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './roles.ts';
export * from './scale.ts';
export * from './screens.ts';
export * from './user-info.ts';
export * from './validators.ts';
