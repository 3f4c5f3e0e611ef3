import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { japanDate } from '@/domain/japan-date';

/**
 * Recently rendered public pages (docs/decisions/0021-rendered-page-cache.md), in two variants: for a
 * visitor without a session cookie, and for one with a session cookie, whose personal parts the page
 * leaves in their loading state for the browser to fill in (docs/decisions/0024-shared-pages-for-signed-in-visitors.md).
 * Neither variant holds anything of any visitor: both are rendered without the visitor's cookies. The
 * same keeping serves the public API's answers that are the same for everyone (the `api` variant,
 * src/server/plugins/kept-public-answers.ts).
 * A page is kept with the version of what the public pages show (src/db/schema/public-pages.ts) read
 * before it was rendered, and served again only while that is still the current version: any committed
 * change to a house, its calendar, prices, reviews or bookings, by any server or job, retires every page
 * at once. The key holds the day in Japan, so "today" never carries over midnight. A kept page asked for
 * again is also kept compressed (Brotli and gzip, made once off the main thread), so a visit costs no compression.
 * The rendered pages and the API's answers are kept from the second ask of a URL on (`keepFrom`): a search
 * with a visitor's own dates, asked for once, takes no memory.
 */
export type PageEncoding = 'br' | 'gzip';

/** Who the kept page is for: a visitor without a session cookie, one with a session cookie, or an API answer for anyone. */
export type PageVariant = 'signed-out' | 'session' | 'api';

/** What is kept of an answer: its text (HTML or JSON), its status and the headers of its own it carries. */
export interface AnswerToKeep {
  text: string;
  status: number;
  headers?: Record<string, string>;
}

export interface KeptPage {
  status: number;
  body: string | Buffer;
  /** The body's content-encoding, or null for the text as is. */
  encoding: PageEncoding | null;
  headers: Record<string, string>;
}

interface Entry extends AnswerToKeep {
  version: number;
  encoded: Partial<Record<PageEncoding, Buffer>>;
  /** Its compressed copies are being made or made. */
  compressing: boolean;
}

export interface PageCache {
  /** The current version: read before rendering, so a change committed during the rendering retires the page. */
  currentVersion(): Promise<number>;
  /** The kept page for this URL at this version, in the best encoding the visitor accepts that is ready. */
  get(variant: PageVariant, url: string, version: number, acceptEncoding?: string): KeptPage | undefined;
  /** `encoded`: a compressed copy made already (the first visitor's), kept until the strong ones are made. */
  set(variant: PageVariant, url: string, version: number, page: AnswerToKeep, encoded?: Partial<Record<PageEncoding, Buffer>>): void;
  /** How many pages it holds and their size in bytes. */
  stats(): { pages: number; bytes: number };
}

export interface PageCacheOptions {
  /** How long a page may be served without a change (the version check makes it exact; this bounds memory). */
  ttlMs?: number;
  /** The most bytes kept (HTML and its compressed copies); the least recently used pages leave first. */
  maxBytes?: number;
  /**
   * When the compressed copies are made: as soon as the text is kept, or when it is first asked for again
   * (pages and API answers: a search with new dates is often asked for once, and strong compression of
   * every one of them would cost more than it saves; the first answer is compressed lightly as it is sent).
   */
  compressWhen?: 'kept' | 'asked-again';
  /**
   * Which answer of a URL is kept: the first, or the second one asked for at the same version (most
   * pages and answers for a visitor's own dates are asked for once: keeping each of them would fill the
   * memory and push out the pages that are asked for again; only a small mark of the first ask is kept).
   */
  keepFrom?: 'first-ask' | 'second-ask';
}

/** How many first asks are remembered for `keepFrom: 'second-ask'` (a URL and a number each). */
const ASKED_ONCE_MARKS = 5_000;

const ENCODINGS: readonly (PageEncoding | 'identity')[] = ['br', 'gzip', 'identity'];

const compressors: Record<PageEncoding, (text: string) => Promise<Buffer>> = {
  br: (text) =>
    promisify(zlib.brotliCompress)(text, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    }),
  gzip: (text) => promisify(zlib.gzip)(text, { level: 9 }),
};

const sizeOf = (entry: Entry) => entry.text.length * 2 + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0);

/** `currentVersion`: the public version's reader (src/server/public-version.ts), shared by every cache of the app. */
export function createPageCache(
  currentVersion: () => Promise<number>,
  { ttlMs = 60_000, maxBytes = 16 * 1024 * 1024, compressWhen = 'kept', keepFrom = 'first-ask' }: PageCacheOptions = {},
): PageCache {
  const pages = new LRUCache<string, Entry>({ ttl: ttlMs, maxSize: maxBytes, sizeCalculation: (entry) => Math.max(1, sizeOf(entry)) });
  // The version at which a URL not kept was last asked for (keepFrom 'second-ask').
  const askedOnce = new LRUCache<string, number>({ max: ASKED_ONCE_MARKS, ttl: ttlMs });
  const keyOf = (variant: PageVariant, url: string) => `${japanDate()} ${variant} ${url}`;

  const compress = (key: string, entry: Entry) => {
    entry.compressing = true;
    for (const encoding of ['br', 'gzip'] as const) {
      compressors[encoding](entry.text).then(
        (body) => {
          // Still the same page (not replaced or retired meanwhile): keep its compressed copy too.
          if (pages.peek(key) !== entry) return;
          entry.encoded[encoding] = body;
          pages.set(key, entry, { noUpdateTTL: true });
        },
        () => undefined,
      );
    }
  };

  return {
    currentVersion,
    get(variant, url, version, acceptEncoding = '') {
      const key = keyOf(variant, url);
      const entry = pages.get(key);
      if (!entry) return undefined;
      if (entry.version !== version) {
        pages.delete(key);
        return undefined;
      }
      if (!entry.compressing) compress(key, entry);
      const ready = ENCODINGS.filter((encoding) => encoding === 'identity' || entry.encoded[encoding]);
      const chosen = negotiate(acceptEncoding, ready) as PageEncoding | 'identity' | undefined;
      const headers = entry.headers ?? {};
      if (chosen && chosen !== 'identity') return { status: entry.status, body: entry.encoded[chosen]!, encoding: chosen, headers };
      return { status: entry.status, body: entry.text, encoding: null, headers };
    },
    set(variant, url, version, page, encoded = {}) {
      const key = keyOf(variant, url);
      // A slow rendering never replaces a page rendered after a newer change.
      const kept = pages.peek(key);
      if (kept && kept.version > version) return;
      if (keepFrom === 'second-ask' && !kept) {
        const askedAt = askedOnce.get(key);
        if (askedAt === undefined || askedAt < version) {
          askedOnce.set(key, version);
          return;
        }
        askedOnce.delete(key);
      }
      const entry: Entry = { ...page, version, encoded: { ...encoded }, compressing: false };
      pages.set(key, entry);
      if (compressWhen === 'kept') compress(key, entry);
    },
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize }),
  };
}
