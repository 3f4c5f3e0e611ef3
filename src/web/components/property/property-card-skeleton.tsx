/** A property card's shape while a list loads: about the card's size, so little moves when it arrives. */
export function PropertyCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-border bg-card shadow-sm" aria-hidden="true">
      <div className="aspect-[3/2] animate-pulse rounded-t-2xl bg-secondary" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-5 w-4/5 animate-pulse rounded bg-secondary" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-secondary" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-secondary" />
        <div className="h-5 w-2/3 animate-pulse rounded-full bg-secondary" />
        <div className="mt-auto h-7 w-1/3 animate-pulse self-end rounded bg-secondary" />
      </div>
    </div>
  );
}
