import { createContext, useContext, useId, type ReactElement, type ReactNode } from 'react';

/**
 * The server's keeping of a page's parts that the dates and party of the URL do not change
 * (src/web/server-kept-parts.tsx). Absent in the browser, and on the server when nothing is kept.
 */
export interface KeptParts {
  /** The part as the server renders it this time: its kept HTML's place, or the part marked to be kept. */
  render(slot: string, part: ReactElement): ReactNode;
}

export const KeptPartsContext = createContext<KeptParts | null>(null);

/**
 * A part of a page that shows the same for every stay asked (the house's photos and sections, not its
 * booking card): rendered once on the server for a house and language at the public version, and its HTML
 * sent again for the next dates and party (docs/performance/2026-12-03-kept-parts.md).
 *
 * It must not read the URL's dates and party (`DATE_AND_PARTY_PARAMS` of stay-params.ts), nor the visitor's
 * session. The page's path and its other parameters are in the key it is kept under; `name` must say
 * whatever else it shows (a card's house, whether it is booked). Nothing in it may add to the
 * document's head through React (an image loaded at once with `fetchPriority="high"`, which React
 * preloads; a `<title>`, `<meta>` or `<link>`): that is not in its HTML. `children` is one element (a text at its edge could join a neighbouring text in the browser).
 * It renders the same tree in the browser and on the server, three children of which the part is the
 * second, so that React's `useId` inside the part names the same elements on both sides, whether the
 * server rendered the part this time or sent it from what it kept.
 */
export function KeptPart({ name, children }: { name: string; children: ReactElement }) {
  const id = useId();
  const parts = useContext(KeptPartsContext);
  if (!parts) {
    return (
      <>
        {null}
        {children}
        {null}
      </>
    );
  }
  return parts.render(`${name}${id}`, children);
}
