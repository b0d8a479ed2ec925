// The Lighthouse baseline: a bare Next page (one heading and a sentence, no CSS, no client
// component), built with this repo's own Next and React and measured in the same run as the
// shop's pages; beside it, at /button, one client button for the interaction baseline. Lighthouse's simulated TBT and LCP scale with the machine's CPU, so the shop's
// figures are also given against this page's (docs/performance.md, "Lighthouse on this machine").
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync } from "node:child_process";
import { waitFor } from "../../scripts/lib/processes.mjs";
import { logTail, stopProcess } from "./shop.mjs";

const FILES = {
  "package.json": JSON.stringify({ name: "bare-next-page", private: true }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      strict: true,
      noEmit: true,
      module: "esnext",
      moduleResolution: "bundler",
      jsx: "react-jsx",
      isolatedModules: true,
      skipLibCheck: true,
      esModuleInterop: true,
      plugins: [{ name: "next" }],
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "app/layout.tsx": `export const metadata = { title: "Bare Next page", description: "The framework's own weight." };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  "app/page.tsx": `export default function Page() {
  return (<main><h1>Hello</h1><p>A bare Next.js page: the framework and nothing else.</p></main>);
}
`,
  // The interaction baseline (bench/lib/inp.mjs): one client button that counts its taps, on
  // a page of its own so that "/" stays the framework and nothing else.
  "app/button/page.tsx": `import { Counter } from "./counter";
export default function Page() {
  return (<main><h1>One button</h1><Counter /></main>);
}
`,
  "app/button/counter.tsx": `"use client";
import { useState } from "react";
export function Counter() {
  const [taps, setTaps] = useState(0);
  return (<button type="button" onClick={() => setTaps(taps + 1)}>Tapped {taps} times</button>);
}
`,
};

/**
 * Builds the bare page in a temporary folder (its node_modules a link to this repo's) and
 * starts `next start` on `port`. Returns { url, stop }; throws with the log's tail on failure.
 */
export async function startBareNext({ port, logFile }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "uphaar-bare-next-"));
  for (const [name, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const modules = path.resolve("node_modules");
  fs.symlinkSync(modules, path.join(dir, "node_modules"), "dir");
  // Turbopack resolves only inside its root, which must hold both the page and the linked
  // node_modules: their closest common folder.
  fs.writeFileSync(
    path.join(dir, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(commonFolder(dir, modules))} } };\n`,
  );
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, "a");
  const next = path.join(modules, ".bin", "next");
  const built = spawnSync(next, ["build"], { cwd: dir, env, stdio: ["ignore", log, log] });
  if (built.status !== 0) {
    fs.closeSync(log);
    throw new Error(`the bare Next page did not build\n${logTail(logFile)}`);
  }
  const child = spawn(next, ["start", "-p", String(port)], {
    cwd: dir,
    env,
    stdio: ["ignore", log, log],
    detached: true,
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${url}/`, { child, timeoutMs: 60_000 });
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${logTail(logFile)}`);
  }
  return { url, stop };
}

function commonFolder(a, b) {
  const partsA = fs.realpathSync(a).split(path.sep);
  const partsB = fs.realpathSync(b).split(path.sep);
  let i = 0;
  while (i < partsA.length && i < partsB.length && partsA[i] === partsB[i]) i++;
  return partsA.slice(0, i).join(path.sep) || path.sep;
}
