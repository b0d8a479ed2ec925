/** @jest-environment node */
/**
 * lib/cache-life.ts is the one place a lifetime is written. Next reads a page's
 * `export const revalidate` only as a number written in the page itself, so those stay
 * literals; this holds each of them to the module, and keeps lifetimes out of the rest of
 * the storefront's code.
 */
import fs from "node:fs";
import path from "node:path";
import { CACHE_LIFE } from "@/lib/cache-life";

const ROOT = process.cwd();
const APP = path.join(ROOT, "app");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** A segment's address, route groups left out: app/(home)/page.tsx is /. */
const addressOf = (file: string) =>
  `/${path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !segment.startsWith("("))
    .join("/")}`;

/** Each segment file's `export const revalidate`, as Next reads it: the text after `=`. */
const segmentLifetimes = new Map(
  filesUnder(APP).flatMap((file) => {
    const written = /^export const revalidate = (.+);$/m.exec(fs.readFileSync(file, "utf8"));
    return written ? [[addressOf(file), written[1]] as const] : [];
  }),
);

test("every cached catalogue page is regenerated after CACHE_LIFE.cataloguePage", () => {
  const cataloguePage = String(CACHE_LIFE.cataloguePage);
  expect(Object.fromEntries(segmentLifetimes)).toEqual({
    "/": cataloguePage,
    "/products/[id]": cataloguePage,
    "/variant-view/[id]/[variant]": cataloguePage,
    "/list-view/[route]/[key]": cataloguePage,
  });
});

/** A lifetime written as a number where a cache or a header takes it. */
const WRITTEN_LIFETIME = [
  /\b(revalidate|publicSeconds|minimumCacheTTL)\s*:\s*[1-9]/,
  /\b(s-maxage|stale-while-revalidate)=[1-9]/,
  /\b(public|private),\s*max-age=[1-9]/,
];

test("no other storefront code writes a lifetime of its own", () => {
  const code = [
    ...filesUnder(APP),
    ...filesUnder(path.join(ROOT, "lib")),
    ...filesUnder(path.join(ROOT, "components")),
    path.join(ROOT, "proxy.ts"),
    path.join(ROOT, "next.config.ts"),
  ].filter((file) => file !== path.join(ROOT, "lib", "cache-life.ts"));
  const written = code.flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => WRITTEN_LIFETIME.some((pattern) => pattern.test(line)))
      .map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
  );
  expect(written).toEqual([]);
});
