/**
 * A rendered page is about 90,000 characters, Japanese among them, so as one flat string it is over
 * 128 KB: V8 gives each such string memory of its own, mapped and unmapped with the operating system,
 * which cost 0.6–0.7 ms a string on this machine (most of it `munmap`), more than writing it
 * (docs/performance/2026-12-03-kept-parts.md). A page is therefore kept in the pieces it was made of:
 * read piece by piece (its classes, its UTF-8 for the compressor), and joined with `+` where one string
 * is needed, which links the pieces without copying them.
 */
export function linked(pieces: readonly string[]): string {
  let text = '';
  for (const piece of pieces) text += piece;
  return text;
}
