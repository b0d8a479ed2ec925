/** The screenshot shop's environment variables (the build's and the server's). */
export function screensServerEnv(): Record<string, string>;

/** The folder the screenshots go to, one `<screen>-<width>.png` per screen and width. */
export const SCREENS_DIR: string;
