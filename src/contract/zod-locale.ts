import { z } from 'zod';

/** Zod's own messages (a missing field, a wrong type) in Japanese, on the server and in the browser. */
z.config(z.locales.ja());
