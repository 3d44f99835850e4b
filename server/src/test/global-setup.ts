import type { TestProject } from 'vitest/node';
import { type DbTemplates, makePgliteTemplates, makePostgresTemplates } from './db-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates;
  }
}

/** Once per run of the server project: the template databases every test file starts from. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  const made = baseUrl ? await makePostgresTemplates(baseUrl) : await makePgliteTemplates();
  if (process.env.TEST_LOG) console.log(`test database templates (s): ${JSON.stringify(made.timings)}`);
  project.provide('dbTemplates', made.templates);
  return made.drop;
}
