// After a standalone build (`NEXT_OUTPUT=standalone npm run build`): copies what the
// standalone server serves but `next build` leaves out of .next/standalone, public/ and the
// hashed browser files of .next/static, next to its server.js. The folder then runs on its
// own: `node .next/standalone/server.js` (docs/deploy.md "A Node host").
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/** Copies public/ and .next/static into `root`/.next/standalone; returns the folders copied. */
export function copyStandaloneAssets(root = process.cwd()) {
  const standalone = path.join(root, ".next", "standalone");
  if (!fs.existsSync(path.join(standalone, "server.js"))) {
    throw new Error(
      `${standalone}/server.js is missing: build with NEXT_OUTPUT=standalone npm run build first`,
    );
  }
  const copies = [
    [path.join(root, "public"), path.join(standalone, "public")],
    [path.join(root, ".next", "static"), path.join(standalone, ".next", "static")],
  ];
  const copied = [];
  for (const [from, to] of copies) {
    if (!fs.existsSync(from)) continue;
    // A fresh copy: hashed files of an earlier build are not served by this one.
    fs.rmSync(to, { recursive: true, force: true });
    fs.cpSync(from, to, { recursive: true });
    copied.push(path.relative(root, to));
  }
  return copied;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    for (const folder of copyStandaloneAssets()) console.log(`[standalone] copied ${folder}`);
  } catch (error) {
    console.error(`[standalone] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
