import type { ReactNode } from 'react';

/** A page's heading: its <h1> and, below it, what the page is for (nothing when `children` is empty). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="grid gap-1">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children ? <p className="text-muted-foreground">{children}</p> : null}
    </header>
  );
}
