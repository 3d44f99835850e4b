/** Every table of the product, for Drizzle's typed queries and for `npm run db:generate`. */
export * from './schema.ts';
