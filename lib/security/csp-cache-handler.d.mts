// Types for csp-cache-handler.mjs, for the TypeScript code that imports it (the unit tests).
import type FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache";

/** The page cache (shared through Redis, else Next's file-system cache), adding a script policy to each cached App Router page. */
export default class CspCacheHandler extends FileSystemCache {}

/** Adds the script policy to a cached App Router page that lacks one (in place); returns it. */
export function withScriptPolicy<T extends { kind: string }>(value: T): T;
