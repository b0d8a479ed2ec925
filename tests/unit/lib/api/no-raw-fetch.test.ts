/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The browser reaches the BFF through lib/api only, so a 401, a 429's wait, a 503 and a lost
// connection are handled the same way everywhere. Server code that calls the backend or a
// payment provider (lib/backend, app/api handlers, lib/checkout/razorpay.ts) never calls /api.
const root = process.cwd();
const SCANNED = ["app", "components", "lib"];
const ALLOWED = ["lib/api/"];

/** A fetch whose address is written as a string starting with /api. */
const RAW_API_FETCH = /\bfetch\s*\(\s*[`'"]\/api\b/;
/** Any fetch at all: components are the browser's, and call lib/api instead. */
const ANY_FETCH = /\bfetch\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [relative] : [];
  });
}

/** `file:line` for each line of `file` that `pattern` matches. */
function offences(file: string, pattern: RegExp): string[] {
  return readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : []));
}

const files = SCANNED.flatMap(sourceFiles).filter(
  (file) => !ALLOWED.some((allowed) => file.startsWith(allowed)),
);

test("no code outside lib/api fetches /api itself", () => {
  expect(files.length).toBeGreaterThan(100);
  expect(files.flatMap((file) => offences(file, RAW_API_FETCH))).toEqual([]);
});

test("no component calls fetch: the browser's calls go through lib/api", () => {
  const components = files.filter((file) => file.startsWith("components/"));
  expect(components.flatMap((file) => offences(file, ANY_FETCH))).toEqual([]);
});

test("the scan finds a raw fetch of /api in any of its forms", () => {
  for (const line of [
    'await fetch("/api/feedback", { method: "POST" })',
    "fetch(`/api/search?q=${query}`, { signal })",
    "fetch( '/api/cart')",
  ]) {
    expect(RAW_API_FETCH.test(line)).toBe(true);
  }
  expect(RAW_API_FETCH.test('fetch("https://api.razorpay.com/v1/payments")')).toBe(false);
});
