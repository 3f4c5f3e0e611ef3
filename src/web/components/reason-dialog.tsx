import { useId, useState, type ReactNode } from 'react';
import { FieldError, describedBy } from '@/web/components/form-field';
import { RequiredMark, Textarea } from '@/web/components/form-controls';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';

/**
 * A dialog that asks for a required reason (a rejection, a suspension, a host's cancellation) before an action. The
 * text is kept when the action fails; `error` shows the server's message under the field.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  placeholder,
  hint,
  confirmLabel,
  pendingLabel,
  closeLabel = 'キャンセル',
  pending,
  maxLength = 1000,
  error,
  presets,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  placeholder?: string;
  hint?: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes without acting ("戻る" where キャンセル would read as the action itself). */
  closeLabel?: string;
  pending: boolean;
  maxLength?: number;
  error?: string;
  /** Reasons given often: choosing one writes it in the field, where it can still be edited. */
  presets?: readonly string[];
  onConfirm: (reason: string) => void;
  children?: ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  const message = blank ? `${label}を入力してください` : error;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setBlank(true);
      return;
    }
    setBlank(false);
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setBlank(false);
          if (!pending) setReason('');
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <DialogHeader className="text-left">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={title}>
          {presets && presets.length > 0 && (
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-bold">よく使う理由（選ぶと下の欄に入ります）</legend>
              <div className="grid gap-1.5">
                {presets.map((preset) => (
                  <Button
                    key={preset}
                    type="button"
                    variant="outline"
                    size="sm"
                    className="h-auto justify-start py-1.5 text-left whitespace-normal"
                    aria-pressed={reason === preset}
                    onClick={() => {
                      setReason(preset);
                      setBlank(false);
                    }}
                  >
                    {preset}
                  </Button>
                ))}
              </div>
            </fieldset>
          )}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>
              {label}
              <RequiredMark />
            </Label>
            <Textarea
              id={`${id}-reason`}
              className="min-h-28"
              maxLength={maxLength}
              placeholder={placeholder}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (event.target.value.trim()) setBlank(false);
              }}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy(`${id}-hint`, message && `${id}-error`)}
            />
            <p id={`${id}-hint`} className="flex justify-between gap-3 text-xs text-muted-foreground">
              <span>{hint}</span>
              <span aria-hidden="true" className="tabular-nums">
                {reason.length}/{maxLength}
              </span>
            </p>
            <FieldError id={`${id}-error`} message={message} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {closeLabel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
