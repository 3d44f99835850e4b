import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite loads an extension's code only when the client is created with it; pg_trgm backs the
 * trigram indexes of contains-search (its `create extension` is a migration, as on PostgreSQL).
 */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;
