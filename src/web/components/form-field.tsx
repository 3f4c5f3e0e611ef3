import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/utils';
import { useT } from '@/web/lib/i18n/use-t';

/** A field's message, written in Japanese by the rule that refused it, in the page's language. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const t = useT();
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-bold text-destructive">
      {t(message)}
    </p>
  );
}

export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its hint and validation message wired for screen readers. */
export function TextField({ id, label, error, hint, className, ...props }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(hintId, errorId)} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
