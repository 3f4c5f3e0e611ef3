import { z } from 'zod';

/** The media types a private proof document is kept in (an image re-encoded, or a PDF rebuilt). */
export const DOCUMENT_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** The media types an identity image is kept in. */
export const IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * An answer whose body is a file's bytes (an image, a PDF, a bank file, a text file), for a route's
 * OpenAPI `response`: the body in each of `mediaTypes`, described as binary.
 */
export function fileAnswer(description: string, mediaTypes: readonly string[]) {
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: z.any().meta({ type: 'string', format: 'binary' }) }])) };
}
