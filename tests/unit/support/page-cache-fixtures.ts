import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PageValue } from "@/lib/cache/handler-contract";

/** A page as Next hands it to the cache handler: `html`, an empty RSC payload, `headers`. */
export function renderedPage(html: string, headers: Record<string, string> = {}): PageValue {
  return {
    kind: "APP_PAGE",
    html,
    rscData: Buffer.from("0:{}"),
    headers,
    postponed: undefined,
    status: 200,
    segmentData: undefined,
  };
}

/**
 * A temporary build folder with its BUILD_ID, as the cache handler finds beside its
 * `serverDistDir`; `remove()` deletes it.
 */
export function cacheBuildDir(buildId: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `${buildId}-`));
  fs.writeFileSync(path.join(root, "BUILD_ID"), buildId);
  return {
    distDir: path.join(root, "server"),
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
