/** @jest-environment node */
import net from "node:net";
import { Redis } from "ioredis";
import { RateLimiter } from "@giftshop/shared/rate-limit/limiter";
import { RedisStore } from "@giftshop/shared/rate-limit/redis-store";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";
import { TEST_REDIS_URL, describeWithRedis, randomPrefix } from "../../../support/redis";

describeWithRedis("RedisStore (a Redis shared by several instances)", () => {
  let admin: Redis;
  let prefix: string;
  const stores: RedisStore[] = [];
  const store = () => {
    const made = new RedisStore(TEST_REDIS_URL);
    stores.push(made);
    return made;
  };

  beforeAll(() => {
    admin = new Redis(TEST_REDIS_URL, { lazyConnect: true });
  });
  beforeEach(() => {
    prefix = randomPrefix();
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
    const keys = await admin.keys(`${prefix}:*`);
    if (keys.length > 0) await admin.del(...keys);
  });
  afterAll(() => admin.quit());

  const counter = (name: string, limit = 1_000, windowMs = 60_000) => ({
    key: `${prefix}:${name}`,
    windowMs,
    limit,
  });

  test("counts hits in a window that expires with the window", async () => {
    const s = store();
    expect(await s.hit([counter("a")], true)).toEqual({ counts: [1], over: null });
    expect(await s.hit([counter("a"), counter("b")], true)).toEqual({
      counts: [2, 1],
      over: null,
    });
    const ttl = await admin.pttl(`${prefix}:a`);
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  test("a window ends: after its time the count starts again", async () => {
    const s = store();
    await s.hit([counter("short", 10, 150)], true);
    await s.hit([counter("short", 10, 150)], true);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await s.hit([counter("short", 10, 150)], true))?.counts).toEqual([1]);
  });

  test("a counter at its limit refuses with its time left and creates no other key", async () => {
    const s = store();
    for (let i = 0; i < 3; i += 1) await s.hit([counter("ip", 3)], true);
    const answer = await s.hit([counter("ip", 3), counter("fresh-email", 10)], true);
    expect(answer).toEqual({
      counts: [3, 0],
      over: { index: 0, resetInMs: expect.any(Number) },
    });
    expect(answer?.over?.resetInMs).toBeGreaterThan(59_000);
    expect(await admin.exists(`${prefix}:fresh-email`)).toBe(0);
    expect(await admin.get(`${prefix}:ip`)).toBe("3");
  });

  test("looking without counting moves nothing", async () => {
    const s = store();
    await s.hit([counter("a", 2)], true);
    expect(await s.hit([counter("a", 2), counter("b", 2)], false)).toEqual({
      counts: [1, 0],
      over: null,
    });
    expect(await admin.exists(`${prefix}:b`)).toBe(0);
    expect(await admin.get(`${prefix}:a`)).toBe("1");
  });

  test("two limiter instances on one Redis enforce one limit between them", async () => {
    const [a, b] = [new RateLimiter(store(), { prefix }), new RateLimiter(store(), { prefix })];
    const { limit } = RATE_LIMITS["signup-ip"];
    const verdicts = [];
    for (let i = 0; i < limit + 2; i += 1) {
      verdicts.push((await (i % 2 === 0 ? a : b).check([["signup-ip", "203.0.113.9"]])).ok);
    }
    expect(verdicts.filter(Boolean)).toHaveLength(limit);
    expect(verdicts.slice(limit)).toEqual([false, false]);
  });

  test("concurrent requests on two instances cannot pass more than the limit", async () => {
    const [a, b] = [new RateLimiter(store(), { prefix }), new RateLimiter(store(), { prefix })];
    const { limit } = RATE_LIMITS["login-ip"];
    const verdicts = await Promise.all(
      Array.from({ length: limit * 3 }, (_, i) =>
        (i % 2 === 0 ? a : b).check([["login-ip", "198.51.100.7"]]),
      ),
    );
    expect(verdicts.filter((v) => v.ok)).toHaveLength(limit);
    const refused = verdicts.find((v) => !v.ok);
    expect(refused).toMatchObject({ ok: false, rule: "login-ip", message: expect.any(String) });
  });
});

describe("RedisStore when Redis cannot be reached", () => {
  test("a refused connection: fail-open rules let requests through, fail-closed ones refuse; one warning", async () => {
    const port = await closedPort();
    const warn = jest.fn();
    const s = new RedisStore(`redis://127.0.0.1:${port}`, { warn, timeoutMs: 300 });
    try {
      const limiter = new RateLimiter(s, { prefix: "rl:down" });
      for (let i = 0; i < 8; i += 1) {
        expect(await limiter.check([["signup-ip", "203.0.113.9"]])).toEqual({ ok: true });
        expect(await limiter.check([["login-email", "email:asha@example.in"]])).toMatchObject({
          ok: false,
          status: 503,
        });
      }
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(
        /Redis unavailable .*fail-open limits are off and fail-closed ones refuse/,
      );
    } finally {
      await s.close();
    }
  });

  test("a Redis that accepts but never answers is given up on after the timeout", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    const warn = jest.fn();
    const s = new RedisStore(`redis://127.0.0.1:${port}`, { warn, timeoutMs: 200 });
    try {
      const started = Date.now();
      expect(await s.hit([{ key: "rl:silent:a", windowMs: 60_000, limit: 5 }], true)).toBeNull();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      await s.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

/** A loopback port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
