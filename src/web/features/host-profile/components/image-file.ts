import { HOST_IMAGE_MAX_BYTES } from '@/contract/host-profile';
import { showError } from '@/web/lib/toasts';

/**
 * Checks a chosen file before it is sent (the server checks its bytes again): an image of the kinds
 * given, at most 5 MB. Shows 無効なファイル or ファイルサイズエラー and answers false when it is not.
 */
export function acceptImageFile(file: File, kinds?: readonly string[]): boolean {
  const isImage = kinds ? kinds.includes(file.type) : file.type.startsWith('image/');
  if (!isImage) {
    showError('無効なファイル', kinds ? 'JPEG、PNG、WEBP形式の画像ファイルを選択してください' : '画像ファイルを選択してください');
    return false;
  }
  if (file.size > HOST_IMAGE_MAX_BYTES) {
    showError('ファイルサイズエラー', '画像ファイルは5MB以下にしてください');
    return false;
  }
  return true;
}
