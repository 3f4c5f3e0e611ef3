import type { ReactNode } from 'react';

/**
 * A wide chart that scrolls sideways on a phone. The scrolling area can take the keyboard's focus
 * (arrow keys scroll it: WCAG 2.1.1), and is named for screen readers by `label`.
 */
export function ChartScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative -mx-2 min-w-0 overflow-x-auto rounded-md px-2 outline-none focus-visible:ring-3 focus-visible:ring-ring/50"
    >
      {children}
    </div>
  );
}
