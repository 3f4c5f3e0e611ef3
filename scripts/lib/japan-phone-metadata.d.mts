export function japanOnlyMetadata(full: unknown): unknown;
