/**
 * How JSON is parsed, by where the code runs (docs/storefront-decisions.md, "Answers the page
 * relies on"):
 * - in the browser (lib/api, lib/stores, client components), with these small parsers: they do
 *   what zod does for these simple shapes (check, copy the known keys, fill defaults) in a few
 *   hundred bytes, so a page's first load carries no zod (docs/performance.md §2);
 * - on the server (lib/backend, lib/bff, route handlers), with zod schemas, the backend's
 *   answers included (lib/backend/*-wire.ts).
 */

/** Reads `value` as a T: the typed copy, or undefined when it has another shape. */
export type Parser<T> = (value: unknown) => T | undefined;

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Any string. */
export const string: Parser<string> = (value) => (typeof value === "string" ? value : undefined);

/** A string with at least one character. */
export const nonEmptyString: Parser<string> = (value) =>
  typeof value === "string" && value.length > 0 ? value : undefined;

/** A finite number. */
export const number: Parser<number> = (value) =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** A whole number. */
export const integer: Parser<number> = (value) =>
  typeof value === "number" && Number.isSafeInteger(value) ? value : undefined;

/** true or false. */
export const boolean: Parser<boolean> = (value) => (typeof value === "boolean" ? value : undefined);

/** `item`, or null. */
export function nullable<T>(item: Parser<T>): Parser<T | null> {
  return (value) => (value === null ? null : item(value));
}

/** `item`, or `fallback` when the key is missing. */
export function withDefault<T>(item: Parser<T>, fallback: T): Parser<T> {
  return (value) => (value === undefined ? fallback : item(value));
}

/** An array whose every entry `item` accepts. */
export function arrayOf<T>(item: Parser<T>): Parser<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const entry of value) {
      const parsed = item(entry);
      if (parsed === undefined) return undefined;
      items.push(parsed);
    }
    return items;
  };
}

const OPTIONAL = Symbol("optional");

/** An optional key: `item` when present, left out of the object when missing. */
export function optional<T>(item: Parser<T>): Parser<T | undefined> {
  return Object.assign((value: unknown) => item(value), { [OPTIONAL]: true });
}

const isOptional = (parser: Parser<unknown>) => OPTIONAL in parser;

/** An object with every key of `shape` accepted by its parser; other keys are dropped. */
export function object<T extends object>(shape: { [K in keyof T]-?: Parser<T[K]> }): Parser<T> {
  const keys = Object.keys(shape) as (keyof T & string)[];
  return (value) => {
    if (!isRecord(value)) return undefined;
    const result: Partial<T> = {};
    for (const key of keys) {
      if (value[key] === undefined && isOptional(shape[key])) continue;
      const parsed = shape[key](value[key]);
      if (parsed === undefined) return undefined;
      result[key] = parsed;
    }
    // Every key of T was filled just above.
    return result as T;
  };
}
