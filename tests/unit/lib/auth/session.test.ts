/** @jest-environment node */
import { encode } from "next-auth/jwt";
import { POST as logoutRoute } from "@/app/api/account/logout/route";
import { GET as meRoute } from "@/app/api/account/me/route";
import { MemoryJarStore, useJarStore } from "@/lib/auth/backend-cookies";
import { nowSeconds } from "@/lib/auth/lifetime";
import { authOptions } from "@/lib/auth/options";
import { getCurrentAccount, hasLiveSession } from "@/lib/auth/session";
import { fakeBackend } from "../../support/fake-backend";

const SECRET = "test-secret-for-the-session-tests-0123456789";
const SITE = "http://localhost:3000";
process.env.AUTH_SECRET = SECRET;
process.env.SITE_URL = SITE;

const backend = fakeBackend();
const TOKEN = "backend-token-of-asha";
/** A backend cookie distinctive enough that finding it anywhere cannot be a coincidence. */
const BACKEND_COOKIE = "token=c-9d2e41b7-stays-on-the-server";

// What the browser sends: the session cookie (set per test) and nothing else.
let sessionCookie: string | undefined;
jest.mock("next/headers", () => ({
  cookies: async () => {
    const all = sessionCookie ? [{ name: "uphaar.session", value: sessionCookie }] : [];
    return { getAll: () => all, get: (name: string) => all.find((c) => c.name === name) };
  },
}));

/** A session cookie as next-auth writes it after a login that answered `user`. */
async function signedIn(user = { sub: "u-42", name: "Asha", email: "asha@example.in" }) {
  const now = nowSeconds();
  sessionCookie = await encode({
    secret: SECRET,
    token: { ...user, backendToken: TOKEN, loginAt: now, seenAt: now },
  });
}

const calls = () => backend.received.map((call) => `${call.method} ${call.path}`);

beforeAll(async () => {
  process.env.BACKEND_URL = await backend.start();
});
afterAll(() => backend.stop());
beforeEach(() => {
  backend.reset();
  sessionCookie = undefined;
  useJarStore(new MemoryJarStore());
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  useJarStore(undefined);
  jest.restoreAllMocks();
});

describe("the account of a session against a lean /api/user/data", () => {
  test("userData without id and email: the session's, from the login answer, stand in", async () => {
    await signedIn();
    backend.on("GET /api/user/data", {
      body: { success: true, userData: { name: "Asha K", isAccountVerify: true } },
    });
    await expect(getCurrentAccount()).resolves.toEqual({
      id: "u-42",
      name: "Asha K",
      email: "asha@example.in",
      isAccountVerify: true,
    });
    expect(backend.received[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  test("a full userData is taken as the backend tells it", async () => {
    await signedIn();
    backend.on("GET /api/user/data", {
      body: {
        success: true,
        userData: { id: "u-42", name: "Asha", email: "new@example.in", isAccountVerify: false },
      },
    });
    await expect(getCurrentAccount()).resolves.toEqual({
      id: "u-42",
      name: "Asha",
      email: "new@example.in",
      isAccountVerify: false,
    });
  });

  test("a token the backend no longer accepts is no account", async () => {
    await signedIn();
    backend.on("GET /api/user/data", { status: 401, body: { success: false, message: "No" } });
    await expect(getCurrentAccount()).resolves.toBeNull();
  });

  test("GET /api/account/me answers the lean user with the session's id and email", async () => {
    await signedIn();
    backend.on("GET /api/user/data", {
      body: { success: true, userData: { name: "Asha", isAccountVerify: false } },
    });
    const response = await meRoute(new Request(`${SITE}/api/account/me`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { id: "u-42", name: "Asha", email: "asha@example.in", isAccountVerify: false },
    });
  });
});

describe("whether a session is alive: GET /api/auth/is-auth", () => {
  test("asks is-auth with the bearer token, and nothing else", async () => {
    await signedIn();
    backend.on("GET /api/auth/is-auth", { body: { success: true } });
    await expect(hasLiveSession()).resolves.toBe(true);
    expect(calls()).toEqual(["GET /api/auth/is-auth"]);
    expect(backend.received[0]?.authorization).toBe(`Bearer ${TOKEN}`);
  });

  test("a 401, or success: false, is a session that is over", async () => {
    await signedIn();
    backend.on(
      "GET /api/auth/is-auth",
      { status: 401, body: { success: false, message: "Not authorized. Login again." } },
      { body: { success: false, message: "Not authorized" } },
    );
    await expect(hasLiveSession()).resolves.toBe(false);
    await expect(hasLiveSession()).resolves.toBe(false);
  });

  test("a visitor has none, without a backend call", async () => {
    await expect(hasLiveSession()).resolves.toBe(false);
    expect(calls()).toEqual([]);
  });

  test("a backend that is away is an error, not a logged-out shopper", async () => {
    await signedIn();
    backend.on("GET /api/auth/is-auth", { status: 503, body: { success: false } });
    await expect(hasLiveSession()).rejects.toMatchObject({ status: 503 });
  });
});

describe("backend cookies never reach the browser", () => {
  const otp = () => {
    // next-auth keeps a credentials provider's own id and authorize under `options`.
    const providers = authOptions().providers as unknown as {
      options: { id: string; authorize: unknown };
    }[];
    return providers.find((p) => p.options.id === "otp")!.options.authorize as (
      credentials: Record<string, string>,
      req: { headers: Record<string, string> },
    ) => Promise<{ id: string; name: string; email: string; backendToken: string }>;
  };

  test("the login's Set-Cookie stays out of the session cookie, and goes back on later calls", async () => {
    backend.on("POST /api/auth/verify-login-otp", {
      body: {
        success: true,
        token: TOKEN,
        user: { id: "u-42", name: "Asha", email: "asha@example.in" },
      },
      setCookie: [`${BACKEND_COOKIE}; HttpOnly; Path=/; Max-Age=86400`],
    });
    const user = await otp()({ email: "asha@example.in", otp: "123456" }, { headers: {} });
    const jwt = await authOptions().callbacks!.jwt!({
      token: {},
      user,
      account: null,
    } as never);
    expect(JSON.stringify(jwt)).not.toContain(BACKEND_COOKIE.split("=")[1]);
    sessionCookie = await encode({ secret: SECRET, token: jwt });

    backend.on("GET /api/user/data", {
      body: { success: true, userData: { name: "Asha", isAccountVerify: true } },
    });
    const me = await meRoute(new Request(`${SITE}/api/account/me`));
    expect(backend.received.at(-1)?.cookie).toBe(BACKEND_COOKIE);
    expect(me.headers.getSetCookie()).toEqual([]);
    expect(await me.text()).not.toContain(BACKEND_COOKIE.split("=")[1]);

    backend.on("POST /api/auth/logout", {
      body: { success: true, message: "Logged out" },
      setCookie: ["token=; Max-Age=0; Path=/"],
    });
    const logout = await logoutRoute(
      new Request(`${SITE}/api/account/logout`, {
        method: "POST",
        headers: { host: "localhost:3000", origin: SITE },
      }),
    );
    expect(logout.status).toBe(200);
    expect(backend.received.at(-1)?.cookie).toBe(BACKEND_COOKIE);
    // The only cookie the browser is told about is its own session's, cleared.
    expect(logout.headers.getSetCookie()).toEqual([expect.stringMatching(/^uphaar\.session=;/)]);
  });
});
