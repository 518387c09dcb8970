// Password hashing with argon2id through its asynchronous API (the work runs on libuv's thread
// pool, not on the event loop). At most HASH_SLOTS hashes run at once, so a flood of sign-ins
// cannot take every pool thread from file and DNS work of other requests; the rest wait in line.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const HASH_SLOTS = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (password: string): Promise<string> =>
  inSlot(() => argon2.hash(password, OPTIONS));

/** False for a malformed stored hash rather than an error: a broken record must not sign anyone in. */
export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  inSlot(() => argon2.verify(hash, password).catch(() => false));

let dummy: Promise<string> | undefined;

/**
 * Spends the same work as a real check when there is no hash to check against (unknown user, no
 * password), so the answer's timing does not tell which user names exist. Always false.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}
