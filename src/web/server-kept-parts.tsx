import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { japanDate } from '@/domain/japan-date';
import type { KeptParts } from './lib/kept-part';
import { DATE_AND_PARTY_PARAMS } from './lib/stay-params';

/**
 * The parts of pages that the URL's stay does not change (`KeptPart`, src/web/lib/kept-part.tsx), kept
 * as HTML between renderings (docs/performance/2026-12-03-kept-parts.md). A visitor's own dates and
 * party are mostly asked for once, so a page with them cannot be kept whole (src/server/page-cache.ts);
 * its house's photos and sections are the same for the next dates, and rendering them was most of the
 * page's time.
 *
 * A part is kept under its page's key: the variant (with or without a session cookie), the day in
 * Japan, the public version read before rendering, the path and every parameter of the URL but the
 * stay's. Any committed change to what the public pages show changes the version and so retires every
 * kept part at once, as it retires the kept pages.
 */

/** Like the kept pages: the version makes it exact, the time bounds what "today" and "3 days ago" say. */
const TTL_MS = 60_000;
/** The most characters' bytes kept (a house page's parts are about 60,000 characters); the least recently used leave first. */
const MAX_BYTES = 8 * 1024 * 1024;

interface KeptHtml {
  html: string;
  /** The API answers the part was rendered with: the browser hydrates it with them. */
  answers: { queryKey: QueryKey; queryHash: string; data: unknown }[];
}

const kept = new LRUCache<string, KeptHtml>({ ttl: TTL_MS, maxSize: MAX_BYTES, sizeCalculation: (part) => part.html.length * 2 + 256 });

/** The key the parts of this page are kept under (see above). */
export function keptPartsKeyOf(url: string, variant: string, version: number): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // A kept part does not read the stay's dates and party (KeptPart's rule).
  for (const name of DATE_AND_PARTY_PARAMS) searchParams.delete(name);
  searchParams.sort();
  return `${variant}\u0000${japanDate()}\u0000${version}\u0000${pathname}?${searchParams}`;
}

let sentCount = 0;

/** How many times a kept part was sent instead of rendered. */
export function keptPartsStats(): { sent: number } {
  return { sent: sentCount };
}

/** Three children, as KeptPart renders them in the browser (the part second). */
const three = (first: ReactNode, part: ReactNode, last: ReactNode) => createElement(Fragment, null, first, part, last);

type Slot = { kind: 'sent'; part: KeptHtml } | { kind: 'rendered'; key: string; queries: Set<Query<unknown, unknown, unknown>> };

/** The marks a rendering leaves where a kept part goes, and around a part to keep. */
const MARK = /<kept-part(-start|-end)? data-i="(\d+)"><\/kept-part(?:-start|-end)?>/g;

export interface PageKeptParts {
  /** For `KeptPartsContext`. */
  context: KeptParts;
  /** Before each rendering of the page. */
  beginRendering(): void;
  /**
   * The rendered HTML with every kept part in its place and no marks, in pieces (a kept part is one:
   * src/web/lib/large-strings.ts); what the parts rendered this time look like is noted.
   */
  finishRendering(html: string): string[];
  /**
   * After the page's last rendering: keeps the parts it rendered (`keep`: it is the page as everyone
   * gets it, every answer a part used was there), and puts the answers of the parts it sent from what
   * was kept into the query client, for the browser.
   */
  finishPage(keep: boolean): void;
}

/** The kept parts of one page's rendering on the server (src/web/server-render.tsx). */
export function keptPartsOf(pageKey: string, queryClient: QueryClient): PageKeptParts {
  let slots: Slot[] = [];
  let rendered = new Map<string, string>();
  /** The slot of the part being rendered to be kept, or -1. */
  let recording = -1;

  // Which answers a part reads: every query a component uses is built (or found) in the cache as it renders.
  const cache = queryClient.getQueryCache();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof cache.build>) => {
    const query = build(...args);
    const slot = slots[recording];
    if (slot?.kind === 'rendered') slot.queries.add(query);
    return query;
  }) as typeof cache.build;

  const mark = (tag: string, i: number) => createElement(tag, { 'data-i': i });
  function Start({ i }: { i: number }) {
    recording = i;
    return mark('kept-part-start', i);
  }
  function End({ i }: { i: number }) {
    recording = -1;
    return mark('kept-part-end', i);
  }

  const context: KeptParts = {
    render(slot: string, part: ReactElement): ReactNode {
      // A part inside a part being kept is kept with it.
      if (recording >= 0) return three(null, part, null);
      const key = `${pageKey}\u0000${slot}`;
      const found = kept.get(key);
      if (found) {
        sentCount += 1;
        return three(mark('kept-part', slots.push({ kind: 'sent', part: found }) - 1), null, null);
      }
      const i = slots.push({ kind: 'rendered', key, queries: new Set() }) - 1;
      return three(<Start i={i} />, part, <End i={i} />);
    },
  };

  return {
    context,
    beginRendering() {
      slots = [];
      rendered = new Map();
      recording = -1;
    },
    finishRendering(html) {
      if (slots.length === 0) return [html];
      const pieces: string[] = [];
      let last = 0;
      let startedAt = 0;
      for (const match of html.matchAll(MARK)) {
        pieces.push(html.slice(last, match.index));
        last = match.index + match[0].length;
        const slot = slots[Number(match[2])];
        if (slot.kind === 'sent') pieces.push(slot.part.html);
        else if (match[1] === '-start') startedAt = last;
        else rendered.set(slot.key, html.slice(startedAt, match.index));
      }
      pieces.push(html.slice(last));
      return pieces;
    },
    finishPage(keep) {
      for (const slot of slots) {
        if (slot.kind === 'sent') {
          for (const { queryKey, queryHash, data } of slot.part.answers) {
            if (cache.get(queryHash)?.state.status !== 'success') queryClient.setQueryData(queryKey, data);
          }
          continue;
        }
        const html = rendered.get(slot.key);
        const queries = [...slot.queries];
        if (!keep || html === undefined || queries.some((query) => query.state.status !== 'success')) continue;
        // A copy of its own: a slice would hold the whole page's string in memory.
        kept.set(slot.key, { html: Buffer.from(html, 'utf8').toString('utf8'), answers: queries.map(({ queryKey, queryHash, state }) => ({ queryKey, queryHash, data: state.data })) });
      }
    },
  };
}
