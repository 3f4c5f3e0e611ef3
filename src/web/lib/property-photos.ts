import type { Language } from '@/contract/language';
import type { PropertyDetail } from '@/contract/properties';
import { translate } from './i18n/translate';

export type PropertyPhoto = PropertyDetail['photos'][number];

/** The cover first, then the others in the server's order. */
export function orderPhotos(photos: readonly PropertyPhoto[]): PropertyPhoto[] {
  const cover = photos.find((p) => p.isCover);
  return cover ? [cover, ...photos.filter((p) => p !== cover)] : [...photos];
}

/** The photo's caption, else 「{title}の写真2」 (Photo 2 of {title}). */
export function photoAlt(photo: PropertyPhoto, title: string, index: number, language: Language = 'ja'): string {
  const caption = photo.caption?.trim();
  return caption || translate(language, '{title}の写真{number}', { title, number: index + 1 });
}

/** The demo photos are 1200×800; the size reserves the space before an image arrives. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;
