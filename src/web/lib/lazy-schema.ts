import type { z } from 'zod';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

/**
 * A form's check with a contract schema whose module — and zod with it — loads when the form is first
 * used (focused or sent), not with the page: a page that only shows data does not pay for the checks
 * of the forms the host may never send. The messages are the schema's own Japanese ones, the first per field.
 */
export function lazySchema<T>(load: () => Promise<z.ZodType<T>>) {
  let loading: Promise<z.ZodType<T>> | undefined;
  const schema = () => (loading ??= load());
  return {
    /** Starts loading ahead of the first send (e.g. when the form is focused). */
    preload: () => void schema().catch(() => undefined),
    async validate(values: unknown): Promise<Validation<T>> {
      const parsed = (await schema()).safeParse(values);
      if (parsed.success) return { ok: true, data: parsed.data };
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return { ok: false, errors };
    },
  };
}
