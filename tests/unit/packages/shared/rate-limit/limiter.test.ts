/** @jest-environment node */
import { forwardedClient, ipKey } from "@giftshop/shared/rate-limit/client-ip";
import {
  LIMITS_UNAVAILABLE,
  LIMITS_UNAVAILABLE_RETRY_SECONDS,
  RateLimiter,
  tooManyAttempts,
  type CounterStore,
} from "@giftshop/shared/rate-limit/limiter";
import { MemoryStore } from "@giftshop/shared/rate-limit/memory-store";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";

const MINUTE = 60_000;

/** A memory store on a clock the test moves. */
function clockedStore(maxKeys?: number, warn: (message: string) => void = () => {}) {
  const clock = { now: 1_000_000 };
  return { clock, store: new MemoryStore(maxKeys, () => clock.now, warn) };
}

const counter = (key: string, limit = 1_000, windowMs = MINUTE) => ({ key, windowMs, limit });

describe("MemoryStore", () => {
  test("counts hits per key in a fixed window, then starts again", async () => {
    const { clock, store } = clockedStore();
    expect(await store.hit([counter("a")], true)).toEqual({ counts: [1], over: null });
    clock.now += 20_000;
    expect(await store.hit([counter("a"), counter("b")], true)).toEqual({
      counts: [2, 1],
      over: null,
    });
    clock.now += 40_000;
    expect(await store.hit([counter("a")], true)).toEqual({ counts: [1], over: null });
  });

  test("a counter at its limit refuses with its time left and counts nothing, not even the others", async () => {
    const { clock, store } = clockedStore();
    for (let i = 0; i < 3; i += 1) await store.hit([counter("ip", 3)], true);
    clock.now += 10_000;
    expect(await store.hit([counter("ip", 3), counter("fresh-email", 10)], true)).toEqual({
      counts: [3, 0],
      over: { index: 0, resetInMs: 50_000 },
    });
    expect(store.size).toBe(1);
  });

  test("looking without counting tells the counts and moves nothing", async () => {
    const { store } = clockedStore();
    await store.hit([counter("a", 2)], true);
    expect(await store.hit([counter("a", 2), counter("b", 2)], false)).toEqual({
      counts: [1, 0],
      over: null,
    });
    expect(store.size).toBe(1);
    await store.hit([counter("a", 2)], true);
    expect(await store.hit([counter("a", 2)], false)).toMatchObject({ over: { index: 0 } });
  });

  test("a flood of fresh keys never drops a live window: the store stops taking new keys instead", async () => {
    const warnings: string[] = [];
    const { clock, store } = clockedStore(100, (line) => warnings.push(line));
    for (let i = 0; i < 9; i += 1) await store.hit([counter("victim", 10)], true);
    for (let i = 0; i < 1_000; i += 1) await store.hit([counter(`flood${i}`)], true);
    expect(store.size).toBe(100);
    expect(warnings).toHaveLength(1);
    // The victim's count is intact: one more try, then refused.
    expect(await store.hit([counter("victim", 10)], true)).toEqual({ counts: [10], over: null });
    expect(await store.hit([counter("victim", 10)], true)).toMatchObject({ over: { index: 0 } });
    // A new key gets no answer while every window is live...
    expect(await store.hit([counter("newcomer")], true)).toBeNull();
    // ...and room again once windows end.
    clock.now += MINUTE + 1_000;
    expect(await store.hit([counter("newcomer")], true)).toEqual({ counts: [1], over: null });
  });

  test("ended windows are swept when the bound is reached, even behind a longer live one", async () => {
    const { clock, store } = clockedStore(50);
    await store.hit([counter("long", 10, 60 * MINUTE)], true);
    for (let i = 0; i < 49; i += 1) await store.hit([counter(`old${i}`)], true);
    clock.now += MINUTE + 1;
    expect(await store.hit([counter("new")], true)).toEqual({ counts: [1], over: null });
    expect(store.size).toBe(2);
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
      status: 429,
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

  test("a refused request counts nowhere: a flood past the IP limit creates no per-email keys", async () => {
    const { store } = clockedStore();
    const rl = limiter(store);
    const ip = "203.0.113.9";
    const { limit } = RATE_LIMITS["login-ip"];
    for (let i = 0; i < limit; i += 1) {
      expect(
        (
          await rl.check([
            ["login-email", `e${i}@example.in`],
            ["login-ip", ip],
          ])
        ).ok,
      ).toBe(true);
    }
    const size = store.size;
    for (let i = limit; i < limit + 500; i += 1) {
      expect(
        await rl.check([
          ["login-email", `e${i}@example.in`],
          ["login-ip", ip],
        ]),
      ).toMatchObject({ ok: false, status: 429, rule: "login-ip" });
    }
    expect(store.size).toBe(size);
  });

  test("a refusal gives the longest wait among the rules at their limit", async () => {
    const rl = limiter();
    for (let i = 0; i < 5; i += 1) await rl.check([["signup-ip", "203.0.113.9"]]);
    for (let i = 0; i < 10; i += 1) await rl.check([["login-email", "x@example.in"]]);
    const verdict = await rl.check([
      ["login-email", "x@example.in"],
      ["signup-ip", "203.0.113.9"],
    ]);
    expect(verdict).toMatchObject({ ok: false, rule: "signup-ip" });
    expect(verdict.ok === false && verdict.retryAfterSeconds).toBeGreaterThan(59 * 60);
  });

  test("peek tells the verdict without counting; record counts an event and tells its count", async () => {
    const rl = limiter();
    const key = "email:asha@example.in";
    const { limit } = RATE_LIMITS["reset-wrong-email"];
    expect(await rl.peek([["reset-wrong-email", key]])).toEqual({ ok: true });
    for (let i = 1; i <= limit; i += 1) {
      expect(await rl.record("reset-wrong-email", key)).toEqual({ count: i, limit, counted: true });
    }
    expect(await rl.peek([["reset-wrong-email", key]])).toMatchObject({ ok: false, status: 429 });
    // At the limit the count stays put.
    expect(await rl.record("reset-wrong-email", key)).toEqual({
      count: limit,
      limit,
      counted: false,
    });
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
      hit: async (counters) => {
        keys.push(...counters.map(({ key }) => key));
        return { counts: counters.map(() => 1), over: null };
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

  describe("a store that cannot answer", () => {
    const down: CounterStore = { hit: async () => null, close: async () => {} };

    test.each([
      "signup-ip",
      "review",
      "feedback-ip",
      "newsletter-ip",
      "checkout-user",
      "cod-user",
    ] as const)("fails open for %s (browsing and buying go on)", async (rule) => {
      expect(await limiter(down).check([[rule, "1.2.3.4"]])).toEqual({ ok: true });
    });

    test.each([
      "login-email",
      "login-ip",
      "code-account",
      "code-ip",
      "reset-request-email",
      "reset-confirm-email",
      "reset-confirm-ip",
      "reset-wrong-email",
    ] as const)("fails closed for %s: 503 with Retry-After", async (rule) => {
      expect(await limiter(down).check([[rule, "1.2.3.4"]])).toEqual({
        ok: false,
        status: 503,
        rule,
        retryAfterSeconds: LIMITS_UNAVAILABLE_RETRY_SECONDS,
        message: LIMITS_UNAVAILABLE,
      });
    });

    test("a request under both kinds is refused", async () => {
      expect(
        await limiter(down).check([
          ["signup-ip", "1.2.3.4"],
          ["code-ip", "1.2.3.4"],
        ]),
      ).toMatchObject({ ok: false, status: 503, rule: "code-ip" });
    });
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

  test("the client is the Nth X-Forwarded-For entry from the right, N the trusted proxies", () => {
    expect(forwardedClient("203.0.113.9, 10.0.0.1", 1)).toBe("10.0.0.1");
    expect(forwardedClient("203.0.113.9, 10.0.0.1", 2)).toBe("203.0.113.9");
    expect(forwardedClient(" 198.51.100.4 ", 1)).toBe("198.51.100.4");
    // No proxy trusted: the header proves nothing.
    expect(forwardedClient("198.51.100.4", 0)).toBeNull();
    // Fewer entries than proxies: not what the proxies would have sent.
    expect(forwardedClient("198.51.100.4", 2)).toBeNull();
    expect(forwardedClient(null, 1)).toBeNull();
    expect(forwardedClient(",", 1)).toBeNull();
  });
});
