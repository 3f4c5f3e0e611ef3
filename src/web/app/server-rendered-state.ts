import type { DehydratedState } from '@tanstack/react-query';
import type { User } from '@/contract/auth';

/** The id of the JSON script that carries a server-rendered page's state to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The id of the JSON list of a server-rendered page's code files, fetched after its main photos. */
export const PAGE_MODULES_ELEMENT_ID = 'page-modules';

/**
 * What the server rendered the page with: the API answers it used, and nobody's session (`user` is
 * null). `sessionPending`: the visitor has a session cookie, so the page shows the personal parts
 * loading and the browser asks who is signed in after hydrating
 * (docs/decisions/0024-shared-pages-for-signed-in-visitors.md).
 */
export interface ServerRenderedState {
  user: User | null;
  queries: DehydratedState;
  sessionPending?: boolean;
}

/**
 * The id of the JSON script that carries the visitor's session (`{ user }`) on a page the browser
 * renders itself: it starts knowing who is signed in, without asking GET /api/auth/user.
 */
export const SESSION_STATE_ELEMENT_ID = 'session-state';

export interface SessionState {
  user: User | null;
}
