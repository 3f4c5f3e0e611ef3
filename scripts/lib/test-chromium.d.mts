export const HEADLESS_SHELL: string;
export const FULL_CHROMIUM: string;
/** The path of the Chromium the browser tests launch: CHROME_PATH, else the headless shell, else the full browser. */
export function testChromiumPath(): string;
