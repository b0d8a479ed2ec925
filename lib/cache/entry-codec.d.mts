// Types for entry-codec.mjs, for the TypeScript code that imports it (the unit tests).

/** `value` as JSON, with each Buffer as base64 and each Map as its entries. */
export function encodeEntry(value: unknown): string;

/** The value `encodeEntry` wrote, with its Buffers and Maps restored (typed by the caller). */
export function decodeEntry<T = unknown>(text: string): T;
