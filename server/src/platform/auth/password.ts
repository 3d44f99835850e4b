import argon2, { type HashOptions } from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, t=3, p=4): OWASP-grade for an internal system.
 * Test runs hash at argon2id's lowest cost instead (1 MiB, t=1, p=1: ≈ 1 ms instead of ≈ 160 ms
 * of CPU a login, hundreds of logins a run): vitest (which sets VITEST in its processes and the
 * servers they start) and the end-to-end tests' server (TEST_CHEAP_PASSWORD_HASH=1). A hash keeps
 * its parameters, so verifying works the same for both kinds.
 */
const testCost = process.env.VITEST === 'true' || process.env.TEST_CHEAP_PASSWORD_HASH === '1';
const options: HashOptions = testCost
  ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
  : { type: argon2.argon2id };

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

// A real hash of a random string: verifying against it costs the same as a real account,
// so response time does not reveal whether an account exists.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword(`no-such-user-${Math.random()}`);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
