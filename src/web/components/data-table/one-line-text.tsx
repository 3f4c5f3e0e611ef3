import { cn } from '@/web/lib/utils';

/**
 * A long word in a table cell (an e-mail address) on one line, cut with … past `max-w-48` and whole on
 * hover: wrapped letter by letter in a narrow column it could not be read.
 */
export function OneLineText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={cn('max-w-48 truncate', className)} title={text}>
      {text}
    </span>
  );
}
