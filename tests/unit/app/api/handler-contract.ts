/**
 * What every BFF mutation handler promises (issue 4, STYLE "Errors"), as one table-driven
 * suite: same-origin only, input validated before the backend is called, 401 JSON for a
 * visitor, a backend 401 ends the session, refusals pass through, a backend that is away
 * becomes 503 with Retry-After, other failures 502.
 *
 * The calling test file imports tests/unit/support/handler-session.ts first (the session) and
 * mocks the backend adapter modules; this file only drives the handlers.
 */
import { readSession, type ServerSession } from "@/lib/auth/session";
import { BackendError } from "@/lib/backend/fetch";
import { CROSS_SITE, SESSION_ENDED } from "@/lib/bff/answers";
import { resetShopLimiter } from "@/lib/bff/rate-limit";

export const SITE = "http://localhost:3000";
/** A token distinctive enough that finding it in an answer cannot be a coincidence. */
export const TOKEN = "backend-token-5f1c9e7a-never-leaves-the-server";
export const SESSION: ServerSession = {
  user: { id: "u-123", name: "Asha Kumar", email: "asha@example.in" },
  token: TOKEN,
};
/** The session cookie's name over plain http (lib/auth/cookies.ts). */
const SESSION_COOKIE = "uphaar.session";

/** A request to a handler, same-origin unless `origin` says otherwise (null: no Origin). */
export function handlerRequest(
  method: string,
  path: string,
  {
    body,
    site = SITE,
    origin = site,
  }: { body?: unknown; site?: string; origin?: string | null } = {},
): Request {
  const headers: Record<string, string> = { host: new URL(site).host };
  if (origin !== null) headers.origin = origin;
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Request(`${site}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The Set-Cookie lines of `response` that expire the session cookie (or one of its chunks). */
export function clearedSessionCookies(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .filter(
      (line) => line.startsWith(`${SESSION_COOKIE}=`) || line.startsWith(`${SESSION_COOKIE}.`),
    )
    .filter((line) => /max-age=0/i.test(line));
}

/** Asserts the answer a dead backend token gets: 401, the spec's text, the cookie expired. */
export async function expectSessionEnded(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toEqual({ error: SESSION_ENDED });
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(clearedSessionCookies(response)).toEqual([expect.stringMatching(/^uphaar\.session=;/)]);
}

/** Asserts a 502 that carries only the fallback text: no stack, no backend detail. */
export async function expectFallback(response: Response, fallback: string, status = 502) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: fallback });
  expect(text).not.toMatch(/\bat .+\(|stack|fetch failed|answered 50\d|no answer within/i);
}

/** What lib/backend/fetch.ts throws when the backend cannot be reached at all. */
export const UNREACHABLE = new BackendError(
  "GET /api/x failed: fetch failed: connect ECONNREFUSED 127.0.0.1:4000",
  503,
);

/** Asserts the answer while the backend is away: 503, the fallback text, a short Retry-After. */
export async function expectBackendDown(response: Response, fallback: string) {
  expect(response.headers.get("retry-after")).toBe("5");
  await expectFallback(response, fallback, 503);
}

/** Only what the contract needs of a mocked backend call. */
interface BackendMock {
  mockRejectedValue(error: unknown): unknown;
  mock: { calls: unknown[][] };
}

export interface MutationCase {
  /** "POST /api/account/profile". */
  name: string;
  method: string;
  path: string;
  /** Calls the handler (with route params when it has them). */
  call: (request: Request) => Promise<Response>;
  /** A valid body; leave out for handlers that read none. */
  body?: unknown;
  /** Bodies that must be refused with 400 before the backend is called. */
  badBodies?: [label: string, body: unknown][];
  /** The backend call the handler makes. */
  backend: BackendMock;
  /** Makes the backend call succeed. */
  succeed: () => void;
  /** The arguments the backend call must get on success. */
  expectedArgs: unknown[];
  /** Whether a visitor is refused with 401 (and the error text it gets). */
  visitorError: string | null;
  /** Whether a backend 401 ends the session (calls made with the token) or is a refusal. */
  sessionCall: boolean;
  fallback: string;
  success: { status: number; body: unknown };
}

/** The shared suite for a list of mutation handlers. */
export function describeMutationContract(cases: MutationCase[]) {
  describe.each(cases)("$name", (c) => {
    const send = (options: { body?: unknown; origin?: string | null } = {}) =>
      c.call(handlerRequest(c.method, c.path, { body: c.body, ...options }));

    beforeEach(async () => {
      jest.mocked(readSession).mockResolvedValue(SESSION);
      // Every case repeats one shopper and email: fresh rate-limit counters for each.
      await resetShopLimiter();
    });

    test("a foreign Origin is 403 and the backend is not called", async () => {
      const response = await send({ origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: CROSS_SITE });
      expect(c.backend.mock.calls).toHaveLength(0);
    });

    test("a missing Origin is 403 and the backend is not called", async () => {
      const response = await send({ origin: null });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: CROSS_SITE });
      expect(c.backend.mock.calls).toHaveLength(0);
    });

    if (c.badBodies) {
      test.each([...c.badBodies, ["a body that is not JSON", "{not json"]])(
        "%s is 400 { error } and the backend is not called",
        async (_, body) => {
          const response = await send({ body });
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ error: expect.any(String) });
          expect(c.backend.mock.calls).toHaveLength(0);
        },
      );
    }

    if (c.visitorError !== null) {
      const visitorError = c.visitorError;
      test("a visitor gets 401 JSON and the backend is not called", async () => {
        jest.mocked(readSession).mockResolvedValue(null);
        const response = await send();
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: visitorError });
        expect(c.backend.mock.calls).toHaveLength(0);
      });
    }

    test("success answers privately, with the backend called as the contract says", async () => {
      c.succeed();
      const response = await send();
      expect(response.status).toBe(c.success.status);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const text = await response.text();
      expect(JSON.parse(text)).toEqual(c.success.body);
      expect(text).not.toContain(TOKEN);
      expect(c.backend.mock.calls).toEqual([c.expectedArgs]);
    });

    if (c.sessionCall) {
      test("a backend 401 ends the session: 401 and the cookie expired", async () => {
        c.backend.mockRejectedValue(new BackendError("Not authorized. Please log in again.", 401));
        await expectSessionEnded(await send());
      });
    } else {
      // Login and reset are anonymous: a 401 there is a refusal (a wrong password), whose
      // message the shopper must read, and no session is touched.
      test("a backend 401 is a refusal: its message passes on, the cookie is left alone", async () => {
        c.backend.mockRejectedValue(new BackendError("Invalid email or password.", 401));
        const response = await send();
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: "Invalid email or password." });
        expect(clearedSessionCookies(response)).toEqual([]);
      });
    }

    test("a backend 409 passes its message through", async () => {
      c.backend.mockRejectedValue(new BackendError("That clashes with what is stored.", 409));
      const response = await send();
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: "That clashes with what is stored." });
      expect(clearedSessionCookies(response)).toEqual([]);
    });

    test("a backend 429 passes its message and its Retry-After through", async () => {
      const wait = "Too many attempts. Please wait 12 minutes and try again.";
      c.backend.mockRejectedValue(new BackendError(wait, 429, 700));
      const response = await send();
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toBe("700");
      expect(await response.json()).toEqual({ error: wait });
      expect(clearedSessionCookies(response)).toEqual([]);
    });

    test("a backend 500 is 502 with the fallback text only", async () => {
      c.backend.mockRejectedValue(new BackendError(`${c.method} /api/x answered 500`, 500));
      await expectFallback(await send(), c.fallback);
    });

    test("an unreachable or timed-out backend is 503 with Retry-After and the fallback text", async () => {
      c.backend.mockRejectedValue(UNREACHABLE);
      const response = await send();
      await expectBackendDown(response, c.fallback);
      expect(clearedSessionCookies(response)).toEqual([]);
    });

    test("a backend 503 keeps its own Retry-After", async () => {
      c.backend.mockRejectedValue(new BackendError("Down for maintenance", 503, 30));
      const response = await send();
      expect(response.headers.get("retry-after")).toBe("30");
      await expectFallback(response, c.fallback, 503);
    });

    test("an unexpected error is 502 with the fallback text only", async () => {
      c.backend.mockRejectedValue(new TypeError("Cannot read properties of undefined"));
      await expectFallback(await send(), c.fallback);
    });
  });
}
