import { z } from 'zod';

/**
 * The sizes and formats a house photo is stored in (docs/decisions/0014-photo-variants.md): each width
 * as WebP and as JPEG, for a `<picture>`'s `srcset`. Demo photos have none (`null`).
 */
export const PHOTO_FORMATS = ['webp', 'jpeg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const photoSourceSchema = z.object({
  format: z.enum(PHOTO_FORMATS),
  width: z.number().int().positive(),
  url: z.string(),
});
export type PhotoSource = z.infer<typeof photoSourceSchema>;

export const photoVariantsSchema = z.object({ sources: z.array(photoSourceSchema) });
export type PhotoVariants = z.infer<typeof photoVariantsSchema>;

/** What a stored `variants` column holds, or null when it is not a valid set (demo photos, old rows). */
export function parsePhotoVariants(value: unknown): PhotoVariants | null {
  const parsed = photoVariantsSchema.safeParse(value);
  return parsed.success && parsed.data.sources.length > 0 ? parsed.data : null;
}
