export const webSources: string;
export function usedClasses(base?: string): Promise<string[]>;
export function knows(merge: (classes: string) => string, className: string): boolean;
export function groupsUsedBy(classes: string[]): string[];
export function renderSubset(groups: string[]): string;
