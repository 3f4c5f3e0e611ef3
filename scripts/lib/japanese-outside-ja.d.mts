import type { Page } from 'playwright-core';

export function japaneseOutsideJa(page: Page): Promise<string[]>;
