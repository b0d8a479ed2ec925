// One storefront instance's page cache in a process of its own (its own tag Map, memory and
// Redis connections, as on another server): the shop's cache handler, called as Next calls it
// (a new handler per call, as Next makes one per request), driven by JSON lines on stdin,
// answered on stdout. For tests/unit/lib/cache.
// Usage: node page-cache-instance.mjs <serverDistDir>; the environment chooses the store.
import readline from "node:readline";
import { tagTimes } from "../../../lib/cache/cache-tags.mjs";
import { decodeEntry, encodeEntry } from "../../../lib/cache/entry-codec.mjs";
import { closeSharedStores } from "../../../lib/cache/shared-store.mjs";
import CspCacheHandler from "../../../lib/security/csp-cache-handler.mjs";

const serverDistDir = process.argv[2];

/** A new handler per call, as Next makes one per request. */
const handler = () => new CspCacheHandler({ serverDistDir });

const operations = {
  set: ({ key, value, ctx }) => handler().set(key, decodeEntry(value), ctx),
  get: async ({ key, ctx }) => (await handler().get(key, ctx)) ?? null,
  revalidateTag: ({ tags, durations }) => handler().revalidateTag(tags, durations),
  // A running server has made a cache handler already (one per request), which connects.
  tag: ({ tag }) => (handler(), tagTimes.get(tag) ?? null),
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
// A storefront that serves pages has been up a while, and its Redis connection is made: the
// instance says it is ready once its store has connected and loaded the tags (a Redis that is
// away: after a few seconds). On a busy machine the store's own start-up wait, kept short so
// that no page waits on Redis, can end before the connection is made.
const store = handler().store;
if (store) {
  await Promise.race([store.tagsLoaded, new Promise((resolve) => setTimeout(resolve, 3_000))]);
}
process.stdout.write(`${JSON.stringify({ id: 0, result: "null" })}\n`);
