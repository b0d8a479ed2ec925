/**
 * The backend's rate-limit middleware: which address counts as the client (TRUST_PROXY),
 * and the per-IP limits of the review, feedback and newsletter posts.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { productIds } from "../test/fixture";
import { appOver, testAppPerFile } from "../test/test-app";
import { testEngine } from "../test/test-db";
import { createRateLimiter } from "@giftshop/shared/rate-limit/create";
import { RATE_LIMITS } from "@giftshop/shared/rate-limit/rules";
import { clientIp } from "./rate-limit";

const t = testAppPerFile();

/** The app with fresh counters; `trustProxy` as TRUST_PROXY would set it. */
const limitedApp = (trustProxy: number) =>
  appOver(t, { rateLimits: { limiter: createRateLimiter({ prefix: "api" }), trustProxy } });

describe("clientIp", () => {
  const seen = async (trustProxy: number, headers: Record<string, string>) => {
    const app = new Hono().get("/", (c) => c.text(String(clientIp(c, trustProxy))));
    return (await app.request("/", { headers })).text();
  };

  test("TRUST_PROXY=1: the last X-Forwarded-For address (what the one proxy saw) is the client", async () => {
    expect(await seen(1, { "x-forwarded-for": "203.0.113.50, 198.51.100.4" })).toBe("198.51.100.4");
    expect(await seen(1, { "x-forwarded-for": "2001:db8:5:6::1" })).toBe("2001:db8:5:6::/64");
  });

  test("TRUST_PROXY=N: the Nth entry from the right; what the client wrote further left is ignored", async () => {
    const header = { "x-forwarded-for": "6.6.6.6, 203.0.113.50, 10.0.0.2" };
    expect(await seen(2, header)).toBe("203.0.113.50");
    expect(await seen(3, header)).toBe("6.6.6.6");
    // Fewer entries than proxies: the request did not come through them all.
    expect(await seen(4, header)).toBe("null");
  });

  test("TRUST_PROXY=0: the header is ignored (nothing else is known under app.request)", async () => {
    expect(await seen(0, { "x-forwarded-for": "198.51.100.4" })).toBe("null");
  });
});

describe("over a real socket", () => {
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    const app = limitedApp(0);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  test("without TRUST_PROXY the peer address counts, and a forged X-Forwarded-For does not dodge it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS["newsletter-ip"].limit; i += 1) {
      const response = await fetch(`${base}/api/newsletter`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${i}` },
        body: JSON.stringify({ email: `socket${i}@example.in` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200 || status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe(`per-IP limits of the open forms (${testEngine})`, () => {
  const forms = [
    {
      path: "/api/product/review",
      rule: "review",
      body: (i: number) => ({
        productId: productIds.truffle,
        userName: `Guest ${i}`,
        rating: 4,
        comment: "Lovely",
      }),
    },
    {
      path: "/api/feedback",
      rule: "feedback-ip",
      body: (i: number) => ({
        name: `Guest ${i}`,
        email: `guest${i}@example.in`,
        message: "Nice shop.",
      }),
    },
    {
      path: "/api/newsletter",
      rule: "newsletter-ip",
      body: (i: number) => ({ email: `reader${i}@example.in` }),
    },
  ] as const;

  test.each(forms)(
    "$path: one address gets its limit an hour, then 429 with Retry-After; another address still gets through",
    async ({ path, rule, body }) => {
      const app = limitedApp(1);
      const send = (i: number, ip: string) =>
        app.request(path, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ip },
          body: JSON.stringify(body(i)),
        });
      const { limit } = RATE_LIMITS[rule];
      for (let i = 0; i < limit; i += 1) expect((await send(i, "203.0.113.50")).status).toBe(201);
      const refused = await send(limit, "203.0.113.50");
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        success: false,
        message: expect.stringMatching(
          /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
        ),
      });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
      expect((await send(limit + 1, "203.0.113.51")).status).toBe(201);
    },
  );
});
