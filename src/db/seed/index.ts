import { count, sql } from 'drizzle-orm';
import { hashPassword } from '@/server/lib/password';
import type { Database } from '../client';
import { amenityMaster, basicAmenitiesMaster, kominkaFeaturesMaster, users } from '../schema';
import { buildCatalog } from './build-catalog';
import { buildDemoData, type DemoData } from './build-demo-data';
import { DEMO_ACCOUNTS, type PasswordHashes } from './build-users';
import { insertDemoData } from './insert-demo-data';

export { DEMO_ACCOUNTS };

export interface SeedSummary {
  users: number;
  properties: number;
}

/** Serialises concurrent seeders on one PostgreSQL database (several servers starting at once). */
const SEED_LOCK_KEY = 727275;

async function hasUsers(db: Database): Promise<boolean> {
  const [{ n }] = await db.select({ n: count().mapWith(Number) }).from(users);
  return n > 0;
}

/** One argon2id hash per distinct password, shared by every demo user (hashing costs ~50-100 ms). */
async function hashDemoPasswords(): Promise<PasswordHashes> {
  const [user, admin] = await Promise.all([hashPassword(DEMO_ACCOUNTS.guest.password), hashPassword(DEMO_ACCOUNTS.admin.password)]);
  return { user, admin };
}

function summarise(data: DemoData): SeedSummary {
  return { users: data.users.length, properties: data.properties.length };
}

/**
 * Fills an empty database (no users) with the demo data; returns null and does nothing when users already exist.
 * `encryptAccountNumber` is the server's field cipher (src/server/lib/field-cipher.ts): the demo hosts' bank
 * account numbers (and the demo admin's authenticator secret) are stored encrypted, as the server stores a host's own.
 */
export async function seedIfEmpty(
  db: Database,
  encryptAccountNumber: (plain: string) => string,
  now: Date = new Date(),
): Promise<SeedSummary | null> {
  if (await hasUsers(db)) return null;
  const hashes = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return null;
    // Without users there are no houses: the reference lists of an earlier start (ensureCatalog) make way for the demo's own.
    await tx.delete(kominkaFeaturesMaster);
    await tx.delete(basicAmenitiesMaster);
    await tx.delete(amenityMaster);
    const data = buildDemoData(now, hashes, encryptAccountNumber);
    await insertDemoData(tx, data);
    return summarise(data);
  });
}

/**
 * The reference lists every deployment needs, demo or not: the kominka features and the amenities a host
 * chooses in the house editor. Inserted on every start, by key; existing rows are left as they are.
 */
export async function ensureCatalog(db: Database): Promise<void> {
  const catalog = buildCatalog();
  await db.insert(kominkaFeaturesMaster).values(catalog.features).onConflictDoNothing({ target: kominkaFeaturesMaster.key });
  await db.insert(basicAmenitiesMaster).values(catalog.basicAmenities).onConflictDoNothing({ target: basicAmenitiesMaster.key });
  await db.insert(amenityMaster).values(catalog.amenities).onConflictDoNothing({ target: amenityMaster.code });
}
