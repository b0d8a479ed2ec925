/** @jest-environment node */
// Deploy hosts install from package-lock.json (`npm ci` on Vercel and in the Dockerfile), on
// other platforms than the one the lockfile was written on. npm ci refuses a lockfile that
// does not match package.json, and one that lacks another platform's optional binaries
// (Next's SWC, Tailwind's oxide) breaks there while `npm install` here quietly adds them.
import fs from "node:fs";
import path from "node:path";

type LockEntry = {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  hasInstallScript?: boolean;
};
type Manifest = LockEntry & { workspaces?: string[]; allowScripts?: Record<string, boolean> };

const root = path.resolve(__dirname, "../../..");
const readJson = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;
const lock = readJson<{ lockfileVersion: number; packages: Record<string, LockEntry> }>(
  "package-lock.json",
);
const manifest = readJson<Manifest>("package.json");

/** Where Node's resolution finds `name` from the package installed at `from`, or null. */
function resolveFrom(from: string, name: string): string | null {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent >= 0 ? base.slice(0, parent) : "";
  }
}

const workspaceFolders = Object.keys(lock.packages).filter(
  (key) => key !== "" && !key.includes("node_modules/"),
);

describe("package-lock.json", () => {
  it("is npm's current format", () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it("records the root's and every workspace's dependencies as their package.json says", () => {
    expect(workspaceFolders.length).toBeGreaterThan(0);
    for (const folder of ["", ...workspaceFolders]) {
      const own = readJson<Manifest>(path.join(folder, "package.json"));
      const locked = lock.packages[folder];
      expect(locked).toBeDefined();
      for (const field of ["dependencies", "devDependencies", "optionalDependencies"] as const)
        expect({ folder, field, ranges: locked?.[field] ?? {} }).toEqual({
          folder,
          field,
          ranges: own[field] ?? {},
        });
    }
  });

  it("holds every platform's optional binaries, so npm ci installs on any host", () => {
    const missing: string[] = [];
    for (const [key, entry] of Object.entries(lock.packages))
      for (const name of Object.keys(entry.optionalDependencies ?? {}))
        if (!resolveFrom(key, name)) missing.push(`${key || "(root)"} → ${name}`);
    expect(missing).toEqual([]);
    // The ones a storefront build needs on Vercel (linux x64) and a Mac (darwin arm64).
    for (const binary of [
      "@next/swc-linux-x64-gnu",
      "@next/swc-darwin-arm64",
      "@tailwindcss/oxide-linux-x64-gnu",
      "@tailwindcss/oxide-darwin-arm64",
    ])
      expect(resolveFrom("node_modules/next", binary) ?? resolveFrom("", binary)).not.toBeNull();
  });

  it("lists in allowScripts every dependency with an install script (npm 12 skips the rest)", () => {
    const withScripts = new Set(
      Object.entries(lock.packages)
        .filter(([, entry]) => entry.hasInstallScript)
        .map(([key]) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length)),
    );
    expect(withScripts.size).toBeGreaterThan(0);
    const reviewed = new Set(
      Object.keys(manifest.allowScripts ?? {}).map((key) => key.replace(/(?<=.)@[^@/]+$/, "")),
    );
    expect([...withScripts].filter((name) => !reviewed.has(name))).toEqual([]);
  });
});
