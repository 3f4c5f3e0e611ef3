import type { PropertyDetail } from '@/contract/properties';

export type PropertyPhoto = PropertyDetail['photos'][number];

/** The cover first, then the others in the server's order. */
export function orderPhotos(photos: readonly PropertyPhoto[]): PropertyPhoto[] {
  const cover = photos.find((p) => p.isCover);
  return cover ? [cover, ...photos.filter((p) => p !== cover)] : [...photos];
}

export function photoAlt(photo: PropertyPhoto, title: string, index: number): string {
  const caption = photo.caption?.trim();
  return caption || `${title}の写真${index + 1}`;
}

/** The demo photos are 1200×800; the size reserves the space before an image arrives. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
