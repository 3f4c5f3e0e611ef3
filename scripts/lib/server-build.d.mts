export const serverBundle: string;
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<void>;
export function ensureServerBuild(): Promise<boolean>;
