import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Platform tables plus every module's tables (modules declare theirs in *.tables.ts).
  schema: ['./server/src/platform/db/schema.ts', './server/src/modules/**/*.tables.ts'],
  out: './server/migrations',
});
