/** @jest-environment node */
import { nearestForwarded, ipKey } from "@/lib/rate-limit/client-ip";
import { RateLimiter, tooManyAttempts, type CounterStore } from "@/lib/rate-limit/limiter";
import { MemoryStore } from "@/lib/rate-limit/memory-store";
import { RATE_LIMITS } from "@/lib/rate-limit/rules";

const MINUTE = 60_000;

/** A memory store on a clock the test moves. */
function clockedStore(maxKeys?: number) {
  const clock = { now: 1_000_000 };
  return { clock, store: new MemoryStore(maxKeys, () => clock.now) };
}

describe("MemoryStore", () => {
  test("counts hits per key in a fixed window, then starts again", async () => {
    const { clock, store } = clockedStore();
    expect(await store.hit("a", MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    clock.now += 20_000;
    expect(await store.hit("a", MINUTE)).toEqual({ count: 2, resetInMs: 40_000 });
    expect(await store.hit("b", MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    clock.now += 40_000;
    expect(await store.hit("a", MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });

  test("holds at most maxKeys keys: a flood of new keys drops the oldest windows", async () => {
    const { store } = clockedStore(100);
    for (let i = 0; i < 1_000; i += 1) await store.hit(`k${i}`, MINUTE);
    expect(store.size).toBe(100);
    expect(await store.hit("k999", MINUTE)).toMatchObject({ count: 2 });
    expect(await store.hit("k0", MINUTE)).toMatchObject({ count: 1 });
  });

  test("ended windows are swept as new ones start", async () => {
    const { clock, store } = clockedStore();
    for (let i = 0; i < 50; i += 1) await store.hit(`old${i}`, MINUTE);
    clock.now += MINUTE + 1;
    await store.hit("new", MINUTE);
    expect(store.size).toBe(1);
  });
});

describe("RateLimiter", () => {
  const limiter = (store: CounterStore = new MemoryStore(), scale?: number) =>
    new RateLimiter(store, { prefix: "rl:test", scale });

  test("lets `limit` requests through and refuses the next with the wait and a message", async () => {
    const { clock, store } = clockedStore();
    const rl = limiter(store);
    const { limit, windowMs } = RATE_LIMITS["login-email"];
    for (let i = 0; i < limit; i += 1) {
      expect(await rl.check([["login-email", "asha@example.in"]])).toEqual({ ok: true });
    }
    clock.now += 5 * MINUTE;
    expect(await rl.check([["login-email", "asha@example.in"]])).toEqual({
      ok: false,
      rule: "login-email",
      retryAfterSeconds: (windowMs - 5 * MINUTE) / 1000,
      message: "Too many attempts. Please wait 10 minutes and try again.",
    });
    // Another key has its own count.
    expect(await rl.check([["login-email", "ravi@example.in"]])).toEqual({ ok: true });
    clock.now += windowMs;
    expect(await rl.check([["login-email", "asha@example.in"]])).toEqual({ ok: true });
  });

  test("a check without a key is skipped (no IP known), the others still count", async () => {
    const rl = limiter();
    for (let i = 0; i < 40; i += 1) {
      expect(await rl.check([["login-ip", null]])).toEqual({ ok: true });
    }
    for (let i = 0; i < 10; i += 1)
      await rl.check([
        ["login-email", "x@example.in"],
        ["login-ip", null],
      ]);
    expect(
      await rl.check([
        ["login-email", "x@example.in"],
        ["login-ip", null],
      ]),
    ).toMatchObject({
      ok: false,
      rule: "login-email",
    });
  });

  test("every check counts; a refusal gives the longest wait among the rules over their limit", async () => {
    const rl = limiter();
    const checks = [
      ["login-email", "x@example.in"],
      ["signup-ip", "203.0.113.9"],
    ] as const;
    for (let i = 0; i < 10; i += 1) await rl.check(checks);
    const verdict = await rl.check(checks);
    expect(verdict).toMatchObject({ ok: false, rule: "signup-ip" });
    expect(verdict.ok === false && verdict.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });

  test("scale multiplies every limit (never below 1)", async () => {
    expect(limiter(new MemoryStore(), 20).limitOf("signup-ip")).toBe(100);
    expect(limiter(new MemoryStore(), 0.01).limitOf("signup-ip")).toBe(1);
    const rl = limiter(new MemoryStore(), 2);
    for (let i = 0; i < 10; i += 1)
      expect((await rl.check([["signup-ip", "1.2.3.4"]])).ok).toBe(true);
    expect((await rl.check([["signup-ip", "1.2.3.4"]])).ok).toBe(false);
  });

  test("store keys are `<prefix>:<rule>:<hash>`: no email or IP in clear", async () => {
    const keys: string[] = [];
    const spy: CounterStore = {
      hit: async (key) => {
        keys.push(key);
        return { count: 1, resetInMs: 1_000 };
      },
      close: async () => {},
    };
    await limiter(spy).check([
      ["login-email", "asha@example.in"],
      ["login-ip", "203.0.113.9"],
    ]);
    expect(keys).toEqual([
      expect.stringMatching(/^rl:test:login-email:[\w-]{22}$/),
      expect.stringMatching(/^rl:test:login-ip:[\w-]{22}$/),
    ]);
    expect(keys.join()).not.toMatch(/asha|203\.0/);
  });

  test("a store that cannot answer lets the request through", async () => {
    const down: CounterStore = { hit: async () => null, close: async () => {} };
    expect(await limiter(down).check([["signup-ip", "1.2.3.4"]])).toEqual({ ok: true });
  });
});

test.each([
  [1, "Too many attempts. Please wait 1 second and try again."],
  [45, "Too many attempts. Please wait 45 seconds and try again."],
  [60, "Too many attempts. Please wait 1 minute and try again."],
  [61, "Too many attempts. Please wait 2 minutes and try again."],
  [3600, "Too many attempts. Please wait 60 minutes and try again."],
])("the message for a %i-second wait reads: %s", (seconds, message) => {
  expect(tooManyAttempts(seconds)).toBe(message);
});

describe("client addresses", () => {
  test.each([
    [null, null],
    ["", null],
    ["203.0.113.9", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::7", "2001:db8:1:2::/64"],
    ["[2001:db8::1]:443", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["evil<script>", "not-an-ip"],
  ])("ipKey(%j) is %j", (raw, key) => {
    expect(ipKey(raw)).toBe(key);
  });

  test("the first X-Forwarded-For address is the client", () => {
    expect(nearestForwarded("203.0.113.9, 10.0.0.1")).toBe("10.0.0.1");
    expect(nearestForwarded(" 198.51.100.4 ")).toBe("198.51.100.4");
    expect(nearestForwarded(null)).toBeNull();
    expect(nearestForwarded(",")).toBeNull();
  });
});
