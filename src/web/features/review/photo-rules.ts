import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_MAX } from '@/contract/reviews';

export const PHOTO_MAX_MB = REVIEW_PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * Why these files cannot be sent, before any upload: too many, not an image, or over 5 MB. The server
 * checks the bytes again (a renamed file is refused there with its own message).
 */
export function photoSelectionProblem(files: readonly Pick<File, 'name' | 'type' | 'size'>[], alreadyChosen: number): string | null {
  if (alreadyChosen + files.length > REVIEW_PHOTOS_MAX) {
    return `写真は${REVIEW_PHOTOS_MAX}枚までです（あと${Math.max(0, REVIEW_PHOTOS_MAX - alreadyChosen)}枚追加できます）`;
  }
  const notImage = files.find((file) => !file.type.startsWith('image/'));
  if (notImage) return `「${notImage.name}」は画像ではありません。JPEG・PNG・WebP・GIF の画像を選んでください`;
  const tooLarge = files.find((file) => file.size > REVIEW_PHOTO_MAX_BYTES);
  if (tooLarge) return `「${tooLarge.name}」は${PHOTO_MAX_MB}MBを超えています。1枚${PHOTO_MAX_MB}MB以下の画像を選んでください`;
  return null;
}
