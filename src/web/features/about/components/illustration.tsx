import { cn } from '@/web/lib/utils';

/** A drawn kominka scene (GET /api/placeholder/800/500, an SVG) with its caption. */
export function Illustration({
  seed,
  label,
  alt,
  caption,
  className,
  eager = false,
}: {
  seed: number;
  /** Drawn into the picture (40 characters at most). */
  label: string;
  alt: string;
  caption?: string;
  className?: string;
  eager?: boolean;
}) {
  const src = `/api/placeholder/800/500?seed=${seed}&label=${encodeURIComponent(label)}`;
  return (
    <figure className={cn('grid gap-2', className)}>
      <img
        src={src}
        alt={alt}
        width={800}
        height={500}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[8/5] w-full rounded-2xl border border-border bg-secondary object-cover shadow-sm"
      />
      {caption && <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>}
    </figure>
  );
}
