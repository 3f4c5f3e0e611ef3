/** The path of the Chromium the browser tests launch: CHROME_PATH, else the headless shell, else the full browser. */
export function testChromiumPath(): string;
/** Whether that Chromium is installed. */
export function hasTestChromium(): boolean;
