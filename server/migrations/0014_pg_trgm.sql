-- Trigram matching for contains-search (lists' text filters, lookups by name and mnemonic).
-- PostgreSQL ships pg_trgm in contrib (a trusted extension: the database owner may create it);
-- PGlite loads it when the client is opened with it (platform/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
