/** @jest-environment node */
import { createHash, randomUUID } from "node:crypto";
import {
  MemoryJarStore,
  RedisJarStore,
  cookieJarOf,
  useJarStore,
} from "@/lib/auth/backend-cookies";
import { SESSION_ABSOLUTE_SECONDS } from "@/lib/auth/lifetime";
import { fetchProfile } from "@/lib/backend/account";
import {
  checkSession,
  fetchUserData,
  logout,
  register,
  sendResetCode,
  verifyLoginCode,
} from "@/lib/backend/auth";
import { fetchCart } from "@/lib/backend/cart";
import { fakeBackend } from "../../support/fake-backend";
import { TEST_REDIS_URL, describeWithRedis } from "../../support/redis";

const backend = fakeBackend();
const USER = { id: "u-1", name: "Asha", email: "asha@example.in" };
const loggedIn = (token: string, setCookie?: string[]) => ({
  body: { success: true, message: "Login successful", token, user: USER },
  setCookie,
});
const OK = { body: { success: true } };

/** The Cookie header the backend received on the last call to `path`. */
const cookieSentTo = (path: string) =>
  backend.received.filter((call) => call.path === path).at(-1)?.cookie ?? null;

beforeAll(async () => {
  process.env.BACKEND_URL = await backend.start();
});
afterAll(() => backend.stop());
beforeEach(() => {
  backend.reset();
  useJarStore(new MemoryJarStore());
});
afterEach(() => {
  useJarStore(undefined);
  jest.restoreAllMocks();
});

describe("cookies a backend sets on the auth calls", () => {
  test("the cookie set at login goes back on is-auth, user data and logout, then is dropped", async () => {
    backend.on(
      "POST /api/auth/verify-login-otp",
      loggedIn("t-1", ["token=c-abc; HttpOnly; Path=/; Max-Age=3600; SameSite=Strict"]),
    );
    backend.on("GET /api/auth/is-auth", OK);
    backend.on("GET /api/user/data", {
      body: { success: true, userData: { name: "Asha", isAccountVerify: true } },
    });
    backend.on("POST /api/auth/logout", { body: { success: true, message: "Logged out" } });

    await verifyLoginCode("asha@example.in", "123456");
    await checkSession("t-1");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=c-abc");
    await fetchUserData("t-1");
    expect(cookieSentTo("/api/user/data")).toBe("token=c-abc");
    await logout("t-1");
    expect(cookieSentTo("/api/auth/logout")).toBe("token=c-abc");

    // A later call with the same token (as after a logout elsewhere) carries only the token.
    await checkSession("t-1");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=t-1");
  });

  test("cookies set at sign-up go back on the cart and profile calls, bearer or token header", async () => {
    backend.on("POST /api/auth/register", loggedIn("t-2", ["sid=s1; Path=/api", "lang=en"]));
    backend.on("GET /api/auth/cart", { body: { success: true, cart: [] } });
    backend.on("GET /api/user/profile", {
      body: {
        success: true,
        profile: { _id: "u-1", name: "Asha", email: USER.email, isAccountVerify: false },
      },
    });

    await register({ name: "Asha", email: USER.email, password: "secret-123" });
    await fetchCart("t-2");
    await fetchProfile("t-2");
    expect(cookieSentTo("/api/auth/cart")).toBe("sid=s1; lang=en; token=t-2");
    expect(cookieSentTo("/api/user/profile")).toBe("sid=s1; lang=en; token=t-2");
  });

  test("one session's cookies never go with another session's calls, nor with anonymous ones", async () => {
    backend.on(
      "POST /api/auth/verify-login-otp",
      loggedIn("t-a", ["token=for-a"]),
      loggedIn("t-b"),
    );
    backend.on("GET /api/auth/is-auth", OK);
    backend.on("POST /api/auth/send-reset-otp", OK);

    await verifyLoginCode(USER.email, "111111");
    await verifyLoginCode(USER.email, "222222");
    await checkSession("t-b");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=t-b");
    await checkSession("t-a");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=for-a");
    await sendResetCode(USER.email);
    expect(cookieSentTo("/api/auth/send-reset-otp")).toBeNull();
  });

  test("a cookie set again replaces the old one; one expired by the backend is no longer sent", async () => {
    backend.on("POST /api/auth/verify-login-otp", loggedIn("t-3", ["token=old", "keep=1"]));
    backend.on(
      "GET /api/auth/is-auth",
      { ...OK, setCookie: ["token=new; Max-Age=600"] },
      { ...OK, setCookie: ["token=; Max-Age=0"] },
      OK,
    );

    await verifyLoginCode(USER.email, "123456");
    await checkSession("t-3");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=old; keep=1");
    await checkSession("t-3");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=new; keep=1");
    await checkSession("t-3");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("keep=1; token=t-3");
  });

  test("a cookie past its Max-Age or Expires is not sent", async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toUTCString();
    backend.on(
      "POST /api/auth/verify-login-otp",
      loggedIn("t-4", [
        "short=1; Max-Age=60",
        `dated=2; Expires=${inAnHour}`,
        "gone=3; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
        "session=4",
      ]),
    );
    backend.on("GET /api/auth/is-auth", OK);

    await verifyLoginCode(USER.email, "123456");
    await checkSession("t-4");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("short=1; dated=2; session=4; token=t-4");

    const later = Date.now() + 61_000;
    jest.spyOn(Date, "now").mockReturnValue(later);
    await checkSession("t-4");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("dated=2; session=4; token=t-4");

    jest.spyOn(Date, "now").mockReturnValue(later + 3_600_000);
    await checkSession("t-4");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("session=4; token=t-4");
  });

  test("a logout the backend refuses as already over (401) drops the cookies too", async () => {
    backend.on("POST /api/auth/verify-login-otp", loggedIn("t-5", ["token=c5"]));
    backend.on("POST /api/auth/logout", {
      status: 401,
      body: { success: false, message: "Not authorized" },
    });
    backend.on("GET /api/auth/is-auth", OK);

    await verifyLoginCode(USER.email, "123456");
    await expect(logout("t-5")).rejects.toMatchObject({ status: 401 });
    await checkSession("t-5");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=t-5");
  });

  test("a logout that fails otherwise keeps them: the session stays, to try again", async () => {
    backend.on("POST /api/auth/verify-login-otp", loggedIn("t-6", ["token=c6"]));
    backend.on("POST /api/auth/logout", { status: 500, body: { success: false } });
    backend.on("GET /api/auth/is-auth", OK);

    await verifyLoginCode(USER.email, "123456");
    await expect(logout("t-6")).rejects.toMatchObject({ status: 500 });
    await checkSession("t-6");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=c6");
  });
});

describe("the token as a cookie", () => {
  test("every call with a token carries it as the `token` cookie, where the original backend reads it", async () => {
    backend.on("GET /api/auth/is-auth", OK);
    backend.on("GET /api/auth/cart", { body: { success: true, cart: [] } });
    backend.on("GET /api/user/data", {
      body: { success: true, userData: { name: "Asha", isAccountVerify: true } },
    });

    // No login through this process (a restart, a lost Redis): the token still goes as a cookie.
    await checkSession("t.x-7");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=t.x-7");
    await fetchCart("t.x-7");
    expect(cookieSentTo("/api/auth/cart")).toBe("token=t.x-7");
    await fetchUserData("t.x-7");
    expect(cookieSentTo("/api/user/data")).toBe("token=t.x-7");
    // Anonymous calls carry none.
    backend.on("POST /api/auth/send-reset-otp", OK);
    await sendResetCode(USER.email);
    expect(cookieSentTo("/api/auth/send-reset-otp")).toBeNull();
  });

  test("a token that a cookie cannot carry as it is goes URI-encoded", async () => {
    backend.on("GET /api/auth/is-auth", OK);
    await checkSession("a b;c");
    expect(cookieSentTo("/api/auth/is-auth")).toBe("token=a%20b%3Bc");
  });
});

describe("the memory store", () => {
  test("keeps at most its limit of sessions, dropping the least recently written", async () => {
    const store = new MemoryJarStore(2);
    await cookieJarOf("a", store).keep(["n=a"]);
    await cookieJarOf("b", store).keep(["n=b"]);
    await cookieJarOf("a", store).keep(["m=a"]);
    await cookieJarOf("c", store).keep(["n=c"]);
    expect(store.size).toBe(2);
    expect(await cookieJarOf("b", store).header()).toBeNull();
    expect(await cookieJarOf("a", store).header()).toBe("n=a; m=a");
    expect(await cookieJarOf("c", store).header()).toBe("n=c");
  });

  test("a jar lives no longer than a session", async () => {
    const store = new MemoryJarStore();
    await cookieJarOf("a", store).keep(["n=a"]);
    jest.spyOn(Date, "now").mockReturnValue(Date.now() + SESSION_ABSOLUTE_SECONDS * 1000 + 1);
    expect(await cookieJarOf("a", store).header()).toBeNull();
  });
});

describeWithRedis("the Redis store", () => {
  const stores: RedisJarStore[] = [];
  const storefront = () => {
    const store = new RedisJarStore(TEST_REDIS_URL);
    stores.push(store);
    return store;
  };
  afterAll(() => Promise.all(stores.map((store) => store.close())));

  test("storefronts sharing Redis share a session's cookies, for the session's lifetime", async () => {
    const token = `t-${randomUUID()}`;
    const [one, two] = [storefront(), storefront()];
    await cookieJarOf(token, one).keep(["token=shared; HttpOnly"]);
    expect(await cookieJarOf(token, two).header()).toBe("token=shared");
    expect(await cookieJarOf(`${token}-other`, two).header()).toBeNull();

    const { Redis } = await import("ioredis");
    const probe = new Redis(TEST_REDIS_URL);
    try {
      // Kept under the hash of the token, never the token itself.
      const key = `bc:${createHash("sha256").update(token).digest("base64url")}`;
      const ttl = await probe.pttl(key);
      expect(ttl).toBeLessThanOrEqual(SESSION_ABSOLUTE_SECONDS * 1000);
      expect(ttl).toBeGreaterThan(SESSION_ABSOLUTE_SECONDS * 1000 - 60_000);
      expect(await probe.get(key)).not.toContain(token);
    } finally {
      probe.disconnect();
    }

    await cookieJarOf(token, two).drop();
    expect(await cookieJarOf(token, one).header()).toBeNull();
  });

  test("while Redis cannot be reached, calls go on without the kept cookies", async () => {
    jest.spyOn(console, "warn").mockImplementation(() => {});
    const down = new RedisJarStore("redis://127.0.0.1:1", 200);
    stores.push(down);
    await expect(cookieJarOf("t", down).keep(["a=1"])).resolves.toBeUndefined();
    await expect(cookieJarOf("t", down).header()).resolves.toBeNull();
  });
});
