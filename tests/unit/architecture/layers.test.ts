/**
 * @jest-environment node
 */
// Layers by audience (README "Project layout"): reads every import specifier of the layered
// folders and names each file and import that points the wrong way.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../../..");
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP = new Set(["node_modules", ".next", ".data", "migrations"]);

interface Import {
  /** Repo-relative path of the importing file. */
  file: string;
  specifier: string;
  /** Repo-relative path the specifier names, for "@/…" and relative ones; null for packages. */
  target: string | null;
}

function sourceFiles(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return SOURCE.test(entry.name) ? [child] : [];
  });
}

/** Every module a source names: imports, re-exports, import(), require() and jest.mock(). */
function specifiersIn(source: string): string[] {
  const specifiers = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  for (const match of source.matchAll(/\bjest\.\w+\(\s*["']([^"']+)["']/g)) {
    if (match[1]) specifiers.push(match[1]);
  }
  return specifiers;
}

function importsOf(file: string): Import[] {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8");
  return specifiersIn(source).map((specifier) => {
    let target: string | null = null;
    if (specifier.startsWith("@/")) target = specifier.slice(2);
    else if (specifier.startsWith(".")) {
      target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier));
    }
    return { file, specifier, target: target?.split(path.sep).join("/") ?? null };
  });
}

/** The file a repo-relative target names, trying the extensions the bundler tries. */
function resolveFile(target: string): string | null {
  const candidates = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
  for (const suffix of candidates) {
    const file = path.join(ROOT, target + suffix);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const CLIENT = /^\s*["']use client["']/;
const SERVER_ONLY = /^import\s+["']server-only["']/m;

/** True when `file` is a client module and `target` names a server-only one. */
function clientReachesServerOnly(file: string, target: string | null): boolean {
  if (target === null) return false;
  const importer = fs.readFileSync(path.join(ROOT, file), "utf8");
  if (!CLIENT.test(importer)) return false;
  const resolved = resolveFile(target);
  return resolved !== null && SERVER_ONLY.test(fs.readFileSync(resolved, "utf8"));
}

/**
 * True when `file` is a client module and imports `cn` (tailwind-merge, ~8 kB gzip on every
 * page that runs it; browser code uses clsx: lib/cn.ts, docs/performance.md §2).
 */
function clientMergesClasses(file: string, specifier: string): boolean {
  return specifier === "@/lib/cn" && CLIENT.test(fs.readFileSync(path.join(ROOT, file), "utf8"));
}

const within = (target: string | null, folder: string) =>
  target !== null && (target === folder || target.startsWith(`${folder}/`));

/** One rule: the folder it covers and why an import breaks it (null when it does not). */
const RULES: { folder: string; broken: (i: Import) => string | null }[] = [
  {
    folder: "backend",
    broken: (i) => {
      if (i.specifier.startsWith("@/")) return "the backend imports the storefront";
      if (i.target !== null && !within(i.target, "backend")) {
        return "the backend reaches outside backend/; shared code comes from @giftshop/shared";
      }
      return null;
    },
  },
  {
    folder: "packages/shared",
    broken: (i) => {
      if (i.target !== null && !within(i.target, "packages/shared")) {
        return "the shared package imports the storefront or the backend";
      }
      if (i.specifier.startsWith("@giftshop/")) return "the shared package imports a workspace";
      if (/^(next|react|react-dom|server-only)(\/|$)/.test(i.specifier)) {
        return "the shared package runs under plain Node: no Next or React";
      }
      return null;
    },
  },
  {
    folder: "lib",
    broken: (i) =>
      within(i.target, "components") || within(i.target, "app")
        ? "lib/ imports upward, from components/ or app/"
        : null,
  },
  {
    folder: "components",
    broken: (i) => (within(i.target, "app") ? "components/ imports app/" : null),
  },
  ...["app", "components", "lib"].map((folder) => ({
    folder,
    broken: (i: Import) =>
      clientReachesServerOnly(i.file, i.target)
        ? "a client module imports server-only code; move the shared part to a leaf"
        : clientMergesClasses(i.file, i.specifier)
          ? "a client module imports cn (tailwind-merge ships to the browser); use clsx"
          : null,
  })),
];

/** `file: import "specifier": reason` for every import that breaks its folder's rule. */
function violations(): string[] {
  return RULES.flatMap(({ folder, broken }) =>
    sourceFiles(folder)
      .flatMap(importsOf)
      .flatMap((i) => {
        const reason = broken(i);
        return reason ? [`${i.file}: import "${i.specifier}": ${reason}`] : [];
      }),
  );
}

describe("layers by audience", () => {
  it("reads every way a file names a module, and not the ones in comments", () => {
    const source = [
      'import a from "./a";',
      'import type { B } from "@/lib/b";',
      'export { c } from "../c";',
      'import "./side-effect";',
      'const d = await import("@giftshop/shared/money");',
      'const e = require("./e");',
      'jest.mock("@/components/f");',
      '// comes from "./not-an-import"',
    ].join("\n");
    expect(specifiersIn(source).sort()).toEqual(
      [
        "./a",
        "@/lib/b",
        "../c",
        "./side-effect",
        "@giftshop/shared/money",
        "./e",
        "@/components/f",
      ].sort(),
    );
    for (const { folder } of RULES) expect(sourceFiles(folder).length).toBeGreaterThan(0);
  });

  it("has no import pointing across or up a layer", () => {
    expect(violations()).toEqual([]);
  });
});
