// One storefront instance's page cache in a process of its own (its own Next tag Map and Redis
// connections, as on another server): Next's IncrementalCache over the shop's cache handler,
// driven by JSON lines on stdin, answered on stdout. For tests/unit/lib/cache.
// Usage: node page-cache-instance.mjs <serverDistDir>; the environment chooses the store.
import readline from "node:readline";
import { IncrementalCache } from "next/dist/server/lib/incremental-cache/index.js";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { decodeEntry, encodeEntry } from "../../../lib/cache/entry-codec.mjs";
import { closeSharedStores } from "../../../lib/cache/shared-store.mjs";
import CspCacheHandler from "../../../lib/security/csp-cache-handler.mjs";

const serverDistDir = process.argv[2];

/** A new IncrementalCache per call, as Next makes one per request. */
function incrementalCache() {
  return new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    minimalMode: false,
    serverDistDir,
    requestHeaders: {},
    maxMemoryCacheSize: 50 * 1024 * 1024,
    previewProps: {
      previewModeId: "preview",
      previewModeSigningKey: "",
      previewModeEncryptionKey: "",
    },
    prerenderManifest: {
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: {},
    },
    fetchCacheKeyPrefix: "",
    CurCacheHandler: CspCacheHandler,
  });
}

const operations = {
  set: ({ key, value, ctx }) => incrementalCache().set(key, decodeEntry(value), ctx),
  get: async ({ key, ctx }) => (await incrementalCache().get(key, ctx)) ?? null,
  revalidateTag: ({ tags, durations }) => incrementalCache().revalidateTag(tags, durations),
  // A running server has made a cache handler already (one per request), which connects.
  tag: ({ tag }) => (incrementalCache(), tagsManifest.get(tag) ?? null),
  close: () => closeSharedStores(),
};

const lines = readline.createInterface({ input: process.stdin });
lines.on("line", async (line) => {
  const { id, op, args } = JSON.parse(line);
  try {
    const result = await operations[op](args);
    process.stdout.write(`${JSON.stringify({ id, result: encodeEntry(result ?? null) })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error?.stack ?? error) })}\n`);
  }
});
lines.on("close", () => closeSharedStores().finally(() => process.exit(0)));
process.stdout.write(`${JSON.stringify({ id: 0, result: "null" })}\n`);
