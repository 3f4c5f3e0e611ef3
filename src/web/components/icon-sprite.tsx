import { BedDouble, MapPin, Star, Users, type LucideIcon } from 'lucide-react';
import { KeptPart } from '@/web/lib/kept-part';

/**
 * The icons that lists repeat (a house card's place, party, bedrooms and rating; a review's stars), drawn
 * once per page in one hidden `<svg>` as `<symbol>`s and shown where they are used by `<use>`: a page of
 * 24 cards carries each drawing once instead of 24 times (docs/performance/2026-11-29-rendered-pages.md).
 * The root layout renders the sprite on every page, in the browser as on the server.
 */
const SPRITE_ICONS = {
  'map-pin': { icon: MapPin, filled: false },
  users: { icon: Users, filled: false },
  'bed-double': { icon: BedDouble, filled: false },
  // Filled or not where it is used: its `fill-…` class says which.
  star: { icon: Star, filled: true },
} satisfies Record<string, { icon: LucideIcon; filled: boolean }>;

export type SpriteIconName = keyof typeof SPRITE_ICONS;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** The sprite: hidden, and out of the accessibility tree; the same on every page, so rendered once on the server (kept-part.tsx). */
export function IconSprite() {
  return (
    <KeptPart name="icon-sprite">
      <SpriteSheet />
    </KeptPart>
  );
}

function SpriteSheet() {
  return (
    <svg className="hidden" aria-hidden="true">
      {Object.entries(SPRITE_ICONS).map(([name, { icon: Icon, filled }]) => (
        <symbol key={name} id={symbolId(name as SpriteIconName)} viewBox="0 0 24 24">
          <Icon fill={filled ? 'inherit' : 'none'} />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One of the sprite's icons, decorative (hidden from assistive technology, as lucide's own icons are
 * when nothing labels them), sized and coloured by `className` as a lucide icon is (`size-4`, `text-…`;
 * the star also `fill-…`), or by its list's stylesheet (property-card.css).
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
