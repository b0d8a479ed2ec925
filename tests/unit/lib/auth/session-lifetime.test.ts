/** @jest-environment node */
import { NextRequest } from "next/server";
import type { User } from "next-auth";
import { decode, encode, type JWT } from "next-auth/jwt";
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_AFTER_SECONDS,
  nowSeconds,
} from "@/lib/auth/lifetime";
import { authOptions } from "@/lib/auth/options";
import { decodeSession, openSessionCookie } from "@/lib/auth/session";
import { proxy } from "@/proxy";

const SECRET = "test-secret-for-session-lifetime-0123456789";
process.env.AUTH_SECRET = SECRET;
process.env.SITE_URL = "http://localhost:3000";

const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;

/** A session cookie as next-auth writes it, with the given clock (seconds ago). */
function cookie({ loginAgo, seenAgo }: { loginAgo: number; seenAgo?: number }) {
  const now = nowSeconds();
  return encode({
    secret: SECRET,
    // next-auth's own expiry is not what is tested here: keep it out of the way.
    maxAge: 60 * DAY,
    token: {
      sub: "u-1",
      name: "Asha",
      email: "asha@example.in",
      backendToken: "backend-token-1",
      loginAt: now - loginAgo,
      ...(seenAgo === undefined ? {} : { seenAt: now - seenAgo }),
    },
  });
}

describe("how long a session lives", () => {
  test("the limits: a week idle, 30 days absolute, refreshed at most daily", () => {
    expect(SESSION_IDLE_SECONDS).toBe(7 * DAY);
    expect(SESSION_ABSOLUTE_SECONDS).toBe(30 * DAY);
    expect(SESSION_REFRESH_AFTER_SECONDS).toBe(DAY);
    expect(authOptions().session?.maxAge).toBe(SESSION_IDLE_SECONDS);
  });

  test("a session used within the week is alive", async () => {
    expect(await decodeSession(await cookie({ loginAgo: 20 * DAY, seenAgo: 6 * DAY }))).toEqual({
      user: { id: "u-1", name: "Asha", email: "asha@example.in" },
      token: "backend-token-1",
    });
  });

  test("a session unused for more than a week is over", async () => {
    expect(await decodeSession(await cookie({ loginAgo: 8 * DAY, seenAgo: 8 * DAY }))).toBeNull();
  });

  test("a session in daily use is over 30 days after its login", async () => {
    expect(
      await decodeSession(await cookie({ loginAgo: 30 * DAY + 60, seenAgo: HOUR })),
    ).toBeNull();
  });

  test("a cookie from before idle expiry counts its login as its last use", async () => {
    expect(await decodeSession(await cookie({ loginAgo: 2 * DAY }))).not.toBeNull();
    expect(await decodeSession(await cookie({ loginAgo: 8 * DAY }))).toBeNull();
  });

  test("a forged or foreign cookie is no session", async () => {
    const foreign = await encode({
      secret: "another-secret-entirely-0123456789abcdef",
      token: { sub: "u-1", email: "a@b.in", backendToken: "t", loginAt: nowSeconds() },
    });
    expect(await decodeSession(foreign)).toBeNull();
    expect(await decodeSession("not-a-jwe")).toBeNull();
  });
});

describe("renewal while in use", () => {
  test("a session refreshed less than a day ago is not rewritten", async () => {
    const opened = await openSessionCookie(await cookie({ loginAgo: 3 * DAY, seenAgo: 23 * HOUR }));
    expect(opened?.session.token).toBe("backend-token-1");
    expect(opened?.renewal).toBeNull();
  });

  test("a session last refreshed over a day ago gets a new cookie: idle clock restarted, login kept", async () => {
    const raw = await cookie({ loginAgo: 3 * DAY, seenAgo: 2 * DAY });
    const before = await decode({ token: raw, secret: SECRET });
    const opened = await openSessionCookie(raw);
    const renewal = opened?.renewal;
    expect(renewal).toMatchObject({
      name: "uphaar.session",
      options: { httpOnly: true, sameSite: "lax", path: "/", secure: false, maxAge: 7 * DAY },
    });
    const after = await decode({ token: renewal?.value ?? "", secret: SECRET });
    expect(after).toMatchObject({
      sub: "u-1",
      backendToken: "backend-token-1",
      loginAt: before?.loginAt,
    });
    expect(Math.abs(Number(after?.seenAt) - nowSeconds())).toBeLessThanOrEqual(2);
    expect(after?.jti).not.toBe(before?.jti);
  });

  test("near the absolute end the renewed cookie lives only until that end", async () => {
    const opened = await openSessionCookie(await cookie({ loginAgo: 27 * DAY, seenAgo: 2 * DAY }));
    const maxAge = opened?.renewal?.options.maxAge ?? 0;
    expect(Math.abs(maxAge - 3 * DAY)).toBeLessThanOrEqual(2);
  });

  test("an expired session is not renewed", async () => {
    expect(
      await openSessionCookie(await cookie({ loginAgo: 9 * DAY, seenAgo: 8 * DAY })),
    ).toBeNull();
  });
});

describe("the proxy renews sessions in use", () => {
  const request = (path: string, raw?: string) =>
    new NextRequest(`http://localhost:3000${path}`, {
      headers: raw ? { cookie: `uphaar.session=${raw}` } : {},
    });
  const sessionSetCookie = (response: Response) =>
    response.headers.getSetCookie().filter((line) => line.startsWith("uphaar.session="));

  test("a BFF call with a session due for refresh gets the renewed cookie", async () => {
    const response = await proxy(
      request("/api/account/me", await cookie({ loginAgo: 3 * DAY, seenAgo: 2 * DAY })),
    );
    const [line, ...rest] = sessionSetCookie(response);
    expect(rest).toEqual([]);
    expect(line).toMatch(/Max-Age=604800/i);
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=lax/i);
    expect(response.headers.get("location")).toBeNull();
  });

  test("a BFF call with a freshly refreshed session writes no cookie", async () => {
    const response = await proxy(
      request("/api/cart", await cookie({ loginAgo: 3 * DAY, seenAgo: HOUR })),
    );
    expect(sessionSetCookie(response)).toEqual([]);
  });

  test("a visitor's BFF call is passed on, not redirected (the handler answers 401)", async () => {
    const response = await proxy(request("/api/cart"));
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  test("an account page renews a session due for refresh and keeps its nonce policy", async () => {
    const response = await proxy(
      request("/orders", await cookie({ loginAgo: 3 * DAY, seenAgo: 2 * DAY })),
    );
    expect(sessionSetCookie(response)).toHaveLength(1);
    expect(response.headers.get("content-security-policy")).toMatch(/nonce-/);
  });

  test("an account page with a session idle for over a week sends the shopper to log in", async () => {
    const response = await proxy(
      request("/orders", await cookie({ loginAgo: 9 * DAY, seenAgo: 8 * DAY })),
    );
    expect(response.headers.get("location")).toBe("http://localhost:3000/login?next=%2Forders");
    expect(sessionSetCookie(response)).toEqual([]);
  });
});

describe("a new session at every login", () => {
  const jwt = (token: JWT, user: User) =>
    authOptions().callbacks?.jwt?.({ token, user, account: null });

  test("the login builds a fresh token: nothing of the earlier session carries over", async () => {
    const earlier = {
      sub: "u-old",
      email: "old@example.in",
      backendToken: "old-token",
      loginAt: 1,
      seenAt: 1,
      stale: "from the earlier session",
    };
    const login = { id: "u-2", name: "Ravi", email: "ravi@example.in", backendToken: "new-token" };
    const fresh = await jwt(earlier, login);
    const now = nowSeconds();
    expect(fresh).toEqual({
      sub: "u-2",
      name: "Ravi",
      email: "ravi@example.in",
      backendToken: "new-token",
      loginAt: expect.any(Number),
      seenAt: expect.any(Number),
    });
    expect(Math.abs(Number(fresh?.loginAt) - now)).toBeLessThanOrEqual(2);
    expect(fresh?.seenAt).toBe(fresh?.loginAt);
  });

  test("between logins the token is passed on untouched", async () => {
    const token = { sub: "u-2", backendToken: "t", loginAt: 5, seenAt: 6 };
    // next-auth passes no authorized user then (its types say otherwise).
    expect(await jwt(token, { id: "u-2" })).toBe(token);
  });
});
