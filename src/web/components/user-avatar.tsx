import { useState } from 'react';
import { cn } from '@/web/lib/utils';

const SIZES = { xs: 'size-8 text-sm', sm: 'size-9 text-sm', md: 'size-10 text-base', lg: 'size-14 text-xl' } as const;

/** A person's photo, or the first letter of their name when there is none (or it fails to load). Decorative: the name is beside it. */
export function UserAvatar({ name, src, size = 'sm', className }: { name: string; src: string | null | undefined; size?: keyof typeof SIZES; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = cn('inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-bold text-primary', SIZES[size], className);
  if (src && failed !== src) {
    return (
      <span className={box}>
        <img src={src} alt="" loading="lazy" decoding="async" className="size-full object-cover" onError={() => setFailed(src)} />
      </span>
    );
  }
  return (
    <span className={box} aria-hidden="true">
      {Array.from(name.trim())[0] ?? '?'}
    </span>
  );
}
