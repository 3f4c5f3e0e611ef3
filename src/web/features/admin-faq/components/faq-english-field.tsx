import type { ReactNode } from 'react';
import { FieldError } from '@/web/components/form-field';
import { Label } from '@/web/components/ui/label';

/**
 * One English text of the item (カテゴリ（英語）…), beside its Japanese: optional, so no 必須 mark; left empty, the
 * English contact page shows the Japanese (docs/decisions/0042-english-guest-pages.md). `children` is the input
 * (with `id`, and `aria-describedby` naming `{id}-error` when there is an error) and any note under it.
 */
export function FaqEnglishField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
