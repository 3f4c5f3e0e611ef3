import type { Database } from '@/db/client';
import { publicPagesVersion } from '@/db/schema';
import { sharedFreshRead } from './lib/shared-fresh-read';

/**
 * The current version of what the public pages and answers show (src/db/schema/public-pages.ts), read
 * from the database for every caller after its call: under load, the calls that arrive while one read
 * runs share the next one (sharedFreshRead), so a change committed before a request is always seen.
 */
export function createPublicVersionReader(db: Database): () => Promise<number> {
  const versionQuery = db.select({ version: publicPagesVersion.version }).from(publicPagesVersion).prepare('public_pages_version');
  return sharedFreshRead(async () => {
    const [row] = await versionQuery.execute();
    return row?.version ?? 0;
  });
}
