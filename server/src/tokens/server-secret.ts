/**
 * Named HMAC keys of the server. Generated on first use and stored in `server_secrets`, so
 * tokens signed by one process verify in every other one and survive restarts, with nothing
 * to configure. Cached per database.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function loadOrCreate(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Server secret ${name} could not be created`);
  return Buffer.from(row.value, 'base64url');
}

/** The secret called `name` (32 random bytes), created on first use. */
export function getServerSecret(db: Db, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    // A failed lookup (database down) must not be cached for the life of the process.
    secret.catch(() => byName.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
