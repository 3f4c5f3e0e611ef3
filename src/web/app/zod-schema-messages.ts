/**
 * The messages a Zod schema writes itself (`.min(1, '…')`, `.refine(…, '…')`, `{ error: '…' }`), found by
 * walking its definition: the texts a form validated in the browser shows through FieldError's `t`. Used by
 * the English catalogues' test (english-catalogue.test.ts) to require their English; Zod's own messages
 * (a missing field, a wrong type) are src/contract/zod-messages.en.ts's.
 */
export function zodSchemaMessages(schema: unknown): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def ?? (node as Record<string, unknown>);
    for (const [key, value] of Object.entries(def)) {
      if (key === 'error' && typeof value === 'function') {
        const message = fixedMessage(value as (issue?: unknown) => unknown);
        if (message) found.add(message);
      } else if (Array.isArray(value)) value.forEach(walk);
      else if (key === 'shape' && value && typeof value === 'object') Object.values(value).forEach(walk);
      else if (value && typeof value === 'object') walk(value);
    }
  };
  walk(schema);
  return [...found];
}

/** A message given as text (Zod keeps it as a function of the issue that ignores it); none from one that reads the issue. */
function fixedMessage(error: (issue?: unknown) => unknown): string | undefined {
  try {
    const message = error(undefined);
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}
