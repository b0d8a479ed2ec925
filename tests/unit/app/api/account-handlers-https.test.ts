/** @jest-environment node */
import { browserCookies } from "../../support/handler-session";
import { POST as logoutRoute } from "@/app/api/account/logout/route";
import { GET as meRoute } from "@/app/api/account/me/route";
import { POST as resetRoute } from "@/app/api/account/password-reset/route";
import { readSession } from "@/lib/auth/session";
import { fetchUserData, logout, resetPassword } from "@/lib/backend/auth";
import { BackendError } from "@/lib/backend/fetch";
import { SESSION, handlerRequest } from "./handler-contract";

// Over https the session cookie is `__Host-` named and Secure; a browser ignores a `__Host-`
// cookie set without Secure, so a handler that ends the session must clear it with the
// attributes it was set with, or the session outlives it.
const SITE = "https://shop.example.in";
process.env.SITE_URL = SITE;

// The browser holds the session cookie, a chunk of a large one, and an unrelated cookie.
browserCookies(["__Host-uphaar.session", "__Host-uphaar.session.1", "theme"]);
jest.mock("@/lib/backend/auth", () => ({
  logout: jest.fn(),
  fetchUserData: jest.fn(),
  resetPassword: jest.fn(),
}));

beforeEach(() => jest.resetAllMocks());

const post = (path: string, body: unknown) => handlerRequest("POST", path, { body, site: SITE });

/**
 * Asserts that `response` expires the session cookie and its chunk, each with the attributes
 * next-auth sets it with (lib/auth/options.ts), and touches no other cookie.
 */
function expectSessionClearedOverHttps(response: Response) {
  const lines = response.headers.getSetCookie();
  expect(lines.map((line) => line.split("=")[0])).toEqual([
    "__Host-uphaar.session",
    "__Host-uphaar.session.1",
  ]);
  for (const line of lines) {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim().toLowerCase());
    expect(pair).toMatch(/^__host-uphaar\.session(\.1)?=$/);
    expect(attributes).toEqual(
      expect.arrayContaining(["max-age=0", "path=/", "secure", "httponly", "samesite=lax"]),
    );
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);
  }
}

test("logout clears the __Host- session cookie as Secure", async () => {
  jest.mocked(readSession).mockResolvedValue(SESSION);
  jest.mocked(logout).mockResolvedValue();
  const response = await logoutRoute(post("/api/account/logout", {}));
  expect(response.status).toBe(200);
  expectSessionClearedOverHttps(response);
});

test("a password reset clears the __Host- session cookie as Secure", async () => {
  jest.mocked(resetPassword).mockResolvedValue("Password reset");
  const response = await resetRoute(
    post("/api/account/password-reset", {
      email: "asha@example.in",
      otp: "123456",
      newpassword: "another-password",
    }),
  );
  expect(response.status).toBe(200);
  expectSessionClearedOverHttps(response);
});

test("a backend 401 clears the __Host- session cookie as Secure", async () => {
  jest.mocked(readSession).mockResolvedValue(SESSION);
  jest.mocked(fetchUserData).mockRejectedValue(new BackendError("Not authorized", 401));
  const response = await meRoute(handlerRequest("GET", "/api/account/me", { site: SITE }));
  expect(response.status).toBe(401);
  expectSessionClearedOverHttps(response);
});
