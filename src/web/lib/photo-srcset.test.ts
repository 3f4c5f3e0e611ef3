import { describe, expect, it } from 'vitest';
import { pictureSources, srcSetOf } from './photo-srcset';

const variants = {
  sources: [
    { format: 'jpeg' as const, width: 1600, url: '/uploads/photos/a-1600.jpg' },
    { format: 'webp' as const, width: 480, url: '/uploads/photos/a-480.webp' },
    { format: 'jpeg' as const, width: 480, url: '/uploads/photos/a-480.jpg' },
    { format: 'webp' as const, width: 1600, url: '/uploads/photos/a-1600.webp' },
  ],
};

describe('photo srcset', () => {
  it('lists each format smallest first with its width', () => {
    expect(srcSetOf(variants, 'webp')).toBe('/uploads/photos/a-480.webp 480w, /uploads/photos/a-1600.webp 1600w');
    expect(srcSetOf(variants, 'jpeg')).toBe('/uploads/photos/a-480.jpg 480w, /uploads/photos/a-1600.jpg 1600w');
  });

  it('answers the sources and the largest JPEG as the fallback', () => {
    expect(pictureSources(variants)).toEqual({
      webp: '/uploads/photos/a-480.webp 480w, /uploads/photos/a-1600.webp 1600w',
      jpeg: '/uploads/photos/a-480.jpg 480w, /uploads/photos/a-1600.jpg 1600w',
      fallback: '/uploads/photos/a-1600.jpg',
    });
  });

  it('answers nothing for a photo without stored sizes', () => {
    expect(pictureSources(null)).toBeNull();
    expect(pictureSources(undefined)).toBeNull();
    expect(pictureSources({ sources: [] })).toBeNull();
  });
});
