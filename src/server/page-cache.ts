import { LRUCache } from 'lru-cache';
import type { Database } from '@/db/client';
import { publicPagesVersion } from '@/db/schema';
import { japanDate } from '@/domain/japan-date';

/**
 * Recently rendered public pages for signed-out visitors (docs/decisions/0021-rendered-page-cache.md).
 * A page is kept with the version of what the public pages show (src/db/schema/public-pages.ts) read
 * before it was rendered, and served again only while that is still the current version: any committed
 * change to a house, its calendar, prices, reviews or bookings, by any server or job, retires every page
 * at once. The key holds the day in Japan, so "today" never carries over midnight.
 */
export interface CachedPage {
  html: string;
  status: number;
}

interface Entry extends CachedPage {
  version: number;
}

export interface PageCache {
  /** The current version: read before rendering, so a change committed during the rendering retires the page. */
  currentVersion(): Promise<number>;
  get(url: string, version: number): CachedPage | undefined;
  set(url: string, version: number, page: CachedPage): void;
  /** How many pages it holds and their size in bytes (for the benchmark and the tests). */
  stats(): { pages: number; bytes: number };
}

export interface PageCacheOptions {
  /** How long a page may be served without a change (the version check makes it exact; this bounds memory). */
  ttlMs?: number;
  /** The most bytes of HTML kept; the least recently used pages leave first. */
  maxBytes?: number;
}

export function createPageCache(db: Database, { ttlMs = 60_000, maxBytes = 16 * 1024 * 1024 }: PageCacheOptions = {}): PageCache {
  const pages = new LRUCache<string, Entry>({ ttl: ttlMs, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, entry.html.length * 2) });
  const versionQuery = db.select({ version: publicPagesVersion.version }).from(publicPagesVersion).prepare('public_pages_version');
  const keyOf = (url: string) => `${japanDate()} ${url}`;
  return {
    async currentVersion() {
      const [row] = await versionQuery.execute();
      return row?.version ?? 0;
    },
    get(url, version) {
      const entry = pages.get(keyOf(url));
      if (!entry) return undefined;
      if (entry.version !== version) {
        pages.delete(keyOf(url));
        return undefined;
      }
      return { html: entry.html, status: entry.status };
    },
    set(url, version, page) {
      // A slow rendering never replaces a page rendered after a newer change.
      const kept = pages.peek(keyOf(url));
      if (kept && kept.version > version) return;
      pages.set(keyOf(url), { ...page, version });
    },
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  };
}
