// Types for scripts/standalone.mjs, which its unit test imports.
/** Copies public/ and .next/static into `root`/.next/standalone; returns the folders copied. */
export function copyStandaloneAssets(root?: string): string[];
