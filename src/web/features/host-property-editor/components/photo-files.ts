import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@/contract/host-property-editor';

/** Why a chosen file cannot be a house photo (its type or the 5 MB limit, as the server would say), or null. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return 'JPEG・PNG・WebPの画像を選んでください';
  if (file.size > PHOTO_MAX_BYTES) return '写真は1枚5MBまでです';
  return null;
}

/** The chosen files split into those that go up and those refused here first, each refused file with its own reason. */
export function sortChosenFiles<F extends Pick<File, 'name' | 'type' | 'size'>>(files: readonly F[]): { accepted: F[]; refused: { name: string; error: string }[] } {
  const accepted: F[] = [];
  const refused: { name: string; error: string }[] = [];
  for (const file of files) {
    const error = photoFileProblem(file);
    if (error) refused.push({ name: file.name, error });
    else accepted.push(file);
  }
  return { accepted, refused };
}
