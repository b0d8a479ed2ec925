/** @jest-environment node */
/**
 * The shared page cache (lib/cache/shared-page-cache.mjs under the script policy of
 * lib/security/csp-cache-handler.mjs). Instances run in processes of their own
 * (tests/unit/support/page-cache-instance.mjs: the handler called as Next calls it, with its
 * own tag Map, memory and Redis connections), on one Redis, beside an instance without Redis,
 * which shows what one instance alone does with the same calls. What Next makes of an entry
 * (served, stale, or rendered anew) is held by the cluster test's real servers
 * (tests/cluster); here, what the handler hands it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { Redis } from "ioredis";
import { decodeEntry, encodeEntry } from "@/lib/cache/entry-codec.mjs";
import { scriptHashPolicy } from "@/lib/security/script-hashes.mjs";
import { TEST_REDIS_URL, describeWithRedis, randomPrefix } from "../../support/redis";

const DRIVER = path.join(__dirname, "../../support/page-cache-instance.mjs");
// Each instance is a Node process of its own: on a busy 2-core machine a test that starts four
// takes seconds, so the limit is for a hang, not a measure of speed.
jest.setTimeout(30_000);
const HTML =
  '<html><body><h1>Truffle cake</h1><script>self.__next_f.push([1,"p1"])</script></body></html>';
const ROUTE = { kind: "APP_PAGE", sourceRoute: "/products/[id]" };
const PAGE_GET = { kind: "APP_PAGE", route: ROUTE, isRoutePPREnabled: false, isFallback: false };
const PAGE_SET = {
  route: ROUTE,
  cacheControl: { revalidate: 300, expire: 31_536_000 },
  isRoutePPREnabled: false,
  isFallback: false,
};
const FETCH_URL = "http://127.0.0.1:4000/api/products/p1";

/** A product page as Next caches it: HTML, its RSC payload and its segments' prefetch data. */
export function productPage(tags: string) {
  return {
    kind: "APP_PAGE",
    html: HTML,
    rscData: Buffer.from('0:["$","h1",null,{"children":"Truffle cake ₹599"}]\n'),
    headers: { "x-next-cache-tags": tags, "x-nextjs-stale-time": "300" },
    postponed: undefined,
    status: 200,
    segmentData: new Map([
      ["/_tree", Buffer.from('{"tree":"products"}')],
      ["/_full", Buffer.from([0, 1, 2, 254, 255])],
      ["/products/$d$id/__PAGE__", Buffer.from("page segment")],
    ]),
  };
}

/** A data-cache entry for the product's backend read. */
function productFetch() {
  const body = Buffer.from('{"product":{"id":"p1","price":599}}').toString("base64");
  return {
    kind: "FETCH",
    data: { headers: { "content-type": "application/json" }, body, status: 200, url: FETCH_URL },
    revalidate: 300,
  };
}

interface Instance {
  call(op: string, args?: object): Promise<unknown>;
  close(): Promise<void>;
}

/** Starts an instance with `env` over the shop's environment, sharing nothing in memory. */
async function startInstance(distDir: string, env: Record<string, string>): Promise<Instance> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [DRIVER, distDir], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: "production", ...env },
  });
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  readline.createInterface({ input: child.stdout }).on("line", (line) => {
    const answer = JSON.parse(line) as { id: number; result?: string; error?: string };
    const waiter = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.error !== undefined) waiter?.reject(new Error(answer.error));
    else waiter?.resolve(decodeEntry(answer.result ?? "null"));
  });
  let serial = 0;
  const call = (op: string, args: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      serial += 1;
      waiting.set(serial, { resolve, reject });
      child.stdin.write(`${JSON.stringify({ id: serial, op, args })}\n`);
    });
  await new Promise<void>((resolve, reject) => {
    waiting.set(0, { resolve: () => resolve(), reject });
    child.once("exit", (code) => reject(new Error(`instance exited ${code}: ${stderr}`)));
  });
  return {
    call,
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.stdin.end();
      await exited;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether Next would regenerate the entry after serving it: older than its revalidation time
 * (300 s for the page and the fetch here), which is how the handler hands over an entry a tag
 * made stale.
 */
function dueForRevalidation(entry: unknown) {
  const { lastModified } = entry as { lastModified: number };
  return Date.now() - lastModified > 300_000;
}

/**
 * Waits until `instance` holds `tag` as `expected` (the channel is asynchronous, and slow on a
 * machine busy with the rest of the suite; the wait ends as soon as the tag is there).
 */
async function untilTag(instance: Instance, tag: string, expected: unknown) {
  const deadline = Date.now() + 10_000;
  let seen: unknown;
  while (Date.now() < deadline) {
    seen = await instance.call("tag", { tag });
    if (JSON.stringify(seen) === JSON.stringify(expected)) return;
    await sleep(20);
  }
  expect(seen).toEqual(expected);
}

function tempDist(name: string, buildId: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `page-cache-${name}-`));
  fs.writeFileSync(path.join(root, "BUILD_ID"), buildId);
  return path.join(root, "server");
}

test("an entry survives the trip through text: Buffers and Maps come back as they were", () => {
  const page = productPage("catalogue,product:p1");
  const back = decodeEntry<{ value: typeof page }>(encodeEntry({ lastModified: 1, value: page }));
  expect(back.value).toEqual(page);
  expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
  expect(back.value.segmentData).toBeInstanceOf(Map);
  expect([...back.value.segmentData.values()].every((b) => Buffer.isBuffer(b))).toBe(true);
  expect(back.value.segmentData.get("/_full")).toEqual(Buffer.from([0, 1, 2, 254, 255]));
  // A route handler's body, and a string that only looks like an encoded Buffer's field name.
  const route = { kind: "APP_ROUTE", body: Buffer.from("{}"), headers: {}, status: 200 };
  expect(decodeEntry(encodeEntry(route))).toEqual(route);
  const data = { note: { __cache_buffer_base64: "AA==", other: 1 } };
  expect(decodeEntry(encodeEntry(data))).toEqual(data);
});

describeWithRedis("the page cache shared through Redis", () => {
  const dists: string[] = [];
  const started: Instance[] = [];
  let prefix: string;
  let redis: Redis;

  /** An instance on a build folder of its own (`prepare` may change it first), stopped after. */
  async function instance(
    name: string,
    env: Record<string, string>,
    { buildId = "build-1", prepare }: { buildId?: string; prepare?: (dist: string) => void } = {},
  ) {
    const dist = tempDist(name, buildId);
    dists.push(dist);
    prepare?.(dist);
    const running = await startInstance(dist, env);
    started.push(running);
    return running;
  }
  /** The page cache shared through Redis, as a storefront runs it (on `redisUrl`). */
  const sharedEnv = (redisUrl = TEST_REDIS_URL) => ({
    REDIS_URL: redisUrl,
    PAGE_CACHE: "redis",
    CACHE_KEY_PREFIX: prefix,
  });
  const shared = (buildId = "build-1") => instance("shared", sharedEnv(), { buildId });
  /** The same handler without Redis: one instance alone. */
  const nextAlone = () => instance("alone", { REDIS_URL: "", PAGE_CACHE: "redis" });

  beforeEach(async () => {
    prefix = `${randomPrefix()}:`;
    redis = new Redis(TEST_REDIS_URL);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((instance) => instance.close()));
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    for (const dist of dists.splice(0)) {
      fs.rmSync(path.dirname(dist), { recursive: true, force: true });
    }
  });

  test("a page one instance renders is served by another, whole, with its script policy", async () => {
    const [a, b] = [await shared(), await shared()];
    await a.call("set", {
      key: "/products/p1",
      value: encodeEntry(productPage("catalogue,product:p1")),
      ctx: PAGE_SET,
    });
    const entry = (await b.call("get", { key: "/products/p1", ctx: PAGE_GET })) as {
      lastModified: number;
      cacheControl: unknown;
      value: ReturnType<typeof productPage>;
    };
    expect(dueForRevalidation(entry)).toBe(false);
    expect(entry.cacheControl).toEqual(PAGE_SET.cacheControl);
    const { headers, ...rest } = entry.value;
    const { headers: sentHeaders, ...sent } = productPage("catalogue,product:p1");
    expect(rest).toEqual(sent);
    expect(headers).toEqual({
      ...sentHeaders,
      "content-security-policy": scriptHashPolicy(HTML),
    });
    // Under the build's own keys, with a lifetime.
    const [key] = await redis.keys(`${prefix}page:build-1:*`);
    expect(key).toBeDefined();
    expect(await redis.ttl(key ?? "")).toBeGreaterThan(0);
  });

  test("a not-found page is kept a minute, not the two days of a real one", async () => {
    const a = await shared();
    const keysOf = (page: string) =>
      redis.keys(`${prefix}page:build-1:*`).then((keys) => keys.filter((k) => k.endsWith(page)));
    // An instance's writes stay on it until its Redis connection is up (a page never waits for
    // it): the real page is written until Redis holds it, then the not-found one.
    const deadline = Date.now() + 10_000;
    do {
      await a.call("set", {
        key: "/products/p1",
        value: encodeEntry(productPage("catalogue")),
        ctx: PAGE_SET,
      });
    } while ((await keysOf("/products/p1")).length === 0 && Date.now() < deadline);
    await a.call("set", {
      key: "/products/no-such-gift",
      value: encodeEntry({ ...productPage("catalogue"), status: 404 }),
      ctx: PAGE_SET,
    });
    const ttlOf = async (page: string) => {
      const keys = await redis.keys(`${prefix}page:build-1:*`);
      const values = await Promise.all(keys.map(async (key) => [key, await redis.ttl(key)]));
      const found = values.filter(([key]) => String(key).endsWith(page));
      expect(found).toHaveLength(1);
      return Number(found[0]?.[1]);
    };
    expect(await ttlOf("/products/no-such-gift")).toBeLessThanOrEqual(60);
    expect(await ttlOf("/products/p1")).toBeGreaterThan(3600);
  });

  test("another build does not read the entries of this one", async () => {
    const [a, other] = [await shared("build-1"), await shared("build-2")];
    await a.call("set", {
      key: "/products/p1",
      value: encodeEntry(productPage("catalogue")),
      ctx: PAGE_SET,
    });
    expect(await other.call("get", { key: "/products/p1", ctx: PAGE_GET })).toBeNull();
    const same = await shared("build-1");
    expect(await same.call("get", { key: "/products/p1", ctx: PAGE_GET })).not.toBeNull();
  });

  /** revalidateTag's durations as Next's callers pass them, and what each does to an entry. */
  const REVALIDATIONS: [string, { expire: number } | undefined][] = [
    ["expired at once (expire: 0, as the webhook does)", { expire: 0 }],
    ["stale, expiring later (a cache profile)", { expire: 3600 }],
    ["expired (no durations)", undefined],
  ];

  test.each(REVALIDATIONS)(
    "a tag %s on one instance: the other reads the page and data as one instance alone would",
    async (_, durations) => {
      const [a, b, alone] = [await shared(), await shared(), await nextAlone()];
      const tag = `catalogue-${Math.random().toString(36).slice(2)}`;
      const fetchSet = { fetchCache: true, tags: [tag], fetchUrl: FETCH_URL, fetchIdx: 0 };
      const fetchGet = {
        kind: "FETCH",
        tags: [tag],
        softTags: [],
        revalidate: 300,
        fetchUrl: FETCH_URL,
        fetchIdx: 0,
      };
      const write = async (writer: Instance) => {
        await writer.call("set", {
          key: "/products/p1",
          value: encodeEntry(productPage(`${tag},product:p1`)),
          ctx: PAGE_SET,
        });
        await writer.call("set", {
          key: "fetch-p1",
          value: encodeEntry(productFetch()),
          ctx: fetchSet,
        });
      };
      await write(alone);
      // An instance's writes stay on it until its Redis connection is up (a page never waits
      // for it): written until the other instance reads them from Redis.
      const deadline = Date.now() + 10_000;
      do await write(a);
      while (
        ((await b.call("get", { key: "/products/p1", ctx: PAGE_GET })) === null ||
          (await b.call("get", { key: "fetch-p1", ctx: fetchGet })) === null) &&
        Date.now() < deadline
      );
      const summary = (entry: unknown) =>
        entry === null ? null : { dueForRevalidation: dueForRevalidation(entry) };
      // Read once first, as a visit would: fresh on both.
      for (const reader of [b, alone]) {
        expect(summary(await reader.call("get", { key: "/products/p1", ctx: PAGE_GET }))).toEqual({
          dueForRevalidation: false,
        });
        expect(summary(await reader.call("get", { key: "fetch-p1", ctx: fetchGet }))).toEqual({
          dueForRevalidation: false,
        });
      }
      await sleep(5);
      await a.call("revalidateTag", { tags: [tag], durations });
      await alone.call("revalidateTag", { tags: [tag], durations });
      await untilTag(b, tag, await a.call("tag", { tag }));

      const onB = {
        page: summary(await b.call("get", { key: "/products/p1", ctx: PAGE_GET })),
        data: summary(await b.call("get", { key: "fetch-p1", ctx: fetchGet })),
      };
      const alone_ = {
        page: summary(await alone.call("get", { key: "/products/p1", ctx: PAGE_GET })),
        data: summary(await alone.call("get", { key: "fetch-p1", ctx: fetchGet })),
      };
      expect(onB).toEqual(alone_);
      // Stale: served once more and regenerated; expired: rendered anew.
      expect(onB).toEqual(
        durations?.expire === 3600
          ? { page: { dueForRevalidation: true }, data: { dueForRevalidation: true } }
          : { page: null, data: null },
      );
    },
  );

  test("an instance started after a revalidation loads it from Redis", async () => {
    const a = await shared();
    const tag = `catalogue-${Math.random().toString(36).slice(2)}`;
    await a.call("set", {
      key: "/products/p1",
      value: encodeEntry(productPage(tag)),
      ctx: PAGE_SET,
    });
    await sleep(5);
    await a.call("revalidateTag", { tags: [tag], durations: { expire: 0 } });
    const later = await shared();
    // Its first read waits for the tags (a little), as a server's first request does.
    expect(await later.call("get", { key: "/products/p1", ctx: PAGE_GET })).toBeNull();
    expect(await later.call("tag", { tag })).toEqual(await a.call("tag", { tag }));
  });

  test("a production build without a BUILD_ID keeps its own cache, sharing no one's", async () => {
    const noBuildId = await instance("no-build-id", sharedEnv(), {
      prepare: (dist) => fs.rmSync(path.join(dist, "..", "BUILD_ID")),
    });
    await noBuildId.call("set", {
      key: "/products/p1",
      value: encodeEntry(productPage("catalogue")),
      ctx: PAGE_SET,
    });
    expect(await noBuildId.call("get", { key: "/products/p1", ctx: PAGE_GET })).not.toBeNull();
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
  });

  test("a shop on another database of the same Redis never hears this one's revalidations", async () => {
    // Redis's channels ignore the database: staging beside production, or the cluster beside
    // its tests, would otherwise expire each other's pages.
    const url = new URL(TEST_REDIS_URL);
    const db = Number(url.pathname.slice(1)) || 0;
    url.pathname = `/${(db + 1) % 16}`;
    const onOtherDb = () => instance("other-db", sharedEnv(url.href));
    const [otherDb, otherDbWriter] = [await onOtherDb(), await onOtherDb()];
    const [a, sameDb] = [await shared(), await shared()];
    const tag = `catalogue-${Math.random().toString(36).slice(2)}`;
    // A store loads the tags only once subscribed: seeing its own shop's tag, it listens.
    const probe = `probe-${Math.random().toString(36).slice(2)}`;
    await otherDbWriter.call("revalidateTag", { tags: [probe], durations: { expire: 0 } });
    await untilTag(otherDb, probe, await otherDbWriter.call("tag", { tag: probe }));
    expect(await sameDb.call("tag", { tag })).toBeNull();
    await a.call("revalidateTag", { tags: [tag], durations: { expire: 0 } });
    await untilTag(sameDb, tag, await a.call("tag", { tag }));
    await sleep(200);
    expect(await otherDb.call("tag", { tag })).toBeNull();
    const other = new Redis(url.href);
    const keys = await other.keys(`${prefix}*`);
    expect(keys).toEqual([`${prefix}page-tags`]);
    expect(await other.hkeys(`${prefix}page-tags`)).toEqual([probe]);
    await other.del(...keys);
    other.disconnect();
  });

  test("PAGE_CACHE=local keeps the cache on the instance: nothing reaches Redis", async () => {
    const local = await instance("local", { ...sharedEnv(), PAGE_CACHE: "local" });
    await local.call("set", {
      key: "/products/p1",
      value: encodeEntry(productPage("catalogue")),
      ctx: PAGE_SET,
    });
    await local.call("revalidateTag", { tags: ["catalogue"], durations: { expire: 3600 } });
    const kept = await local.call("get", { key: "/products/p1", ctx: PAGE_GET });
    expect(kept).toMatchObject({ value: { html: HTML } });
    expect(dueForRevalidation(kept)).toBe(true);
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
  });
});
