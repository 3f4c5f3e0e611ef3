import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '@/contract/reviews';
import { fillSource } from '@/web/lib/i18n/translate';
import type { Translate } from '@/web/lib/i18n/use-t';

export const PHOTO_MAX_MB = REVIEW_PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * Why these files cannot be sent (in the page's language with the page's `t`), before any upload: too many, not an image, or over 5 MB. The server
 * checks the bytes again (a renamed file is refused there with its own message).
 */
export function photoSelectionProblem(files: readonly Pick<File, 'name' | 'type' | 'size'>[], alreadyChosen: number, t: Translate = fillSource): string | null {
  if (alreadyChosen + files.length > REVIEW_PHOTOS_MAX) {
    return t('写真は{max}枚までです（あと{left}枚追加できます）', { max: REVIEW_PHOTOS_MAX, left: Math.max(0, REVIEW_PHOTOS_MAX - alreadyChosen) });
  }
  const notImage = files.find((file) => !file.type.startsWith('image/'));
  if (notImage) return t('「{name}」は画像ではありません。JPEG・PNG・WebP・GIF の画像を選んでください', { name: notImage.name });
  const tooLarge = files.find((file) => file.size > REVIEW_PHOTO_MAX_BYTES);
  if (tooLarge) return t('「{name}」は{max}MBを超えています。1枚{max}MB以下の画像を選んでください', { name: tooLarge.name, max: PHOTO_MAX_MB });
  return null;
}
