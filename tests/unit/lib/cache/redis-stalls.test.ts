/** @jest-environment node */
/**
 * A Redis that answers, then stalls (a full network buffer, a server stuck in a long command):
 * the connection stays "ready", so only the time each call takes shows it. The first read that
 * gets no answer costs its 100 ms; the calls after it go to the instance's own cache without
 * asking Redis for PAUSE_AFTER_FAILURE_MS, instead of each page waiting; then Redis is used
 * again.
 */
import net from "node:net";
import {
  PAUSE_AFTER_FAILURE_MS,
  UNAVAILABLE,
  closeSharedStores,
  sharedStore,
} from "@/lib/cache/shared-store.mjs";
import { TEST_REDIS_URL, describeWithRedis } from "../../support/redis";

const PAGE = { lastModified: 1, value: { kind: "APP_PAGE", html: "<p>shared</p>" } };

describeWithRedis("a Redis that stalls", () => {
  let proxy: net.Server;
  let stalled = false;
  /** Commands the store sent while Redis stalled. */
  let sentWhileStalled = 0;
  const held: (() => void)[] = [];
  const sockets: net.Socket[] = [];
  let buildId: string;

  beforeAll(async () => {
    const target = new URL(TEST_REDIS_URL);
    // A pass-through to the real Redis whose answers can be held back, then let through.
    proxy = net.createServer((client) => {
      const server = net.connect(Number(target.port || 6379), target.hostname);
      sockets.push(client, server);
      client.on("data", (chunk) => {
        if (stalled) sentWhileStalled += 1;
        server.write(chunk);
      });
      server.on("data", (chunk) => {
        if (stalled) held.push(() => client.write(chunk));
        else client.write(chunk);
      });
      for (const socket of [client, server]) socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    buildId = `stalls-${process.pid}-${Date.now()}`;
  });
  afterAll(async () => {
    stalled = false;
    await closeSharedStores();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  });

  test("one call waits its timeout, the next ones none, and Redis is used again after", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const { port } = proxy.address() as net.AddressInfo;
    const database = new URL(TEST_REDIS_URL).pathname.slice(1) || "0";
    const store = sharedStore({
      redisUrl: `redis://127.0.0.1:${port}/${database}`,
      keyPrefix: "giftshop-test:",
      buildId,
    });
    // Connected first: the store's start-up wait is short (a page is never held for Redis),
    // and a machine under load may connect later than that. This test is about a Redis that
    // stalls after it answered; one still connecting is redis-away.test.ts's.
    const connected = await Promise.race([
      store.tagsLoaded.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 10_000).unref()),
    ]);
    expect(connected).toBe(true);
    expect(await store.write("/home", PAGE, 60)).toBe(true);
    expect(await store.read("/home")).toMatchObject(PAGE);

    stalled = true;
    // The answer is held back: UNAVAILABLE can only come from the read's own timeout.
    expect(await store.read("/home")).toBe(UNAVAILABLE);
    const sentByTheFirst = sentWhileStalled;
    expect(sentByTheFirst).toBeGreaterThan(0);
    // The calls after it wait for nothing: they do not even ask Redis.
    expect(await store.read("/home")).toBe(UNAVAILABLE);
    expect(await store.write("/other", PAGE, 60)).toBe(false);
    expect(sentWhileStalled).toBe(sentByTheFirst);

    stalled = false;
    for (const release of held.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_FAILURE_MS + 200));
    expect(await store.read("/home")).toMatchObject(PAGE);
    jest.restoreAllMocks();
  }, 20_000);
});
