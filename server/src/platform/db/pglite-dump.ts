import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent tarball of an embedded database's data directory. PGlite's own `dumpDataDir`
 * waits only for the query in progress, so between two statements of a transaction it would
 * copy a half-done transaction's pages; taken under the transaction mutex (which every
 * `query`, `exec` and `transaction` holds) it sees only committed transactions. The checkpoint
 * first writes the shared buffers out, so the copy needs no WAL replay to open.
 */
export async function dumpBetweenTransactions(client: PGlite): Promise<Blob> {
  await client.exec('checkpoint');
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}
