// Types for script-hashes.mjs, for the TypeScript code that imports it (the unit tests).

/** The `'sha256-…'` source of each distinct inline script the browser would run in `html`. */
export function inlineScriptHashes(html: string): string[];

/** The second Content-Security-Policy of a cached page: `script-src 'self'` and its hashes. */
export function scriptHashPolicy(html: string): string;
