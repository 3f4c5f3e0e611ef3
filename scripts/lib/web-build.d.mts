export const root: string;
/** The newest modification time (ms) of the files under `dirs` and of `files`, relative to the root. */
export function newestSourceTime(dirs: string[], files: string[]): number;
export function webBuildIsStale(): boolean;
export function ensureWebBuild(): void;
