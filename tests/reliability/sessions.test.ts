/**
 * Sessions against the real backend (docs/accounts.md "The session"): every login is a new
 * session with its own backend token; logout and password reset revoke the token on the
 * backend, not only the cookie in the browser, so a copied cookie is worth nothing after.
 */
import { encode } from "next-auth/jwt";
import {
  allRoutes,
  backendCall,
  callRoute,
  logInThroughShop,
  route,
  signUpThroughShop,
  startShop,
  type Route,
  type Shop,
} from "./support/shop";

jest.mock("next/headers", () => jest.requireActual("./support/next-request").nextHeaders);
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let shop: Shop;
let routes: Route[];
beforeAll(async () => {
  shop = await startShop();
  routes = await allRoutes();
});
afterAll(async () => {
  await shop.close();
});

const live = async (token: string) =>
  (await backendCall(shop, "GET", "/api/auth/is-auth", { token })).status === 200;
const me = async (cookie: string) => callRoute(route(routes, "/api/account/me"), "GET", { cookie });
const clearsSession = (answer: { headers: Headers }) =>
  answer.headers
    .getSetCookie()
    .some((line) => line.startsWith("uphaar.session=;") && /max-age=0/i.test(line));

test("each login is a new session with its own backend token", async () => {
  const signedUp = await signUpThroughShop(routes, "twice");
  const again = await logInThroughShop(shop, routes, signedUp);
  expect(again.cookie).not.toBe(signedUp.cookie);
  expect(again.token).not.toBe(signedUp.token);
  expect(again.id).toBe(signedUp.id);
  expect(await live(signedUp.token)).toBe(true);
  expect(await live(again.token)).toBe(true);
});

test("logout revokes that session's backend token; the copied cookie then ends itself", async () => {
  const shopper = await signUpThroughShop(routes, "logout");
  const other = await logInThroughShop(shop, routes, shopper);
  const answer = await callRoute(route(routes, "/api/account/logout"), "POST", {
    cookie: shopper.cookie,
    body: "{}",
  });
  expect(answer.status).toBe(200);
  expect(clearsSession(answer)).toBe(true);
  expect(await live(shopper.token)).toBe(false);
  // The other device stays signed in.
  expect(await live(other.token)).toBe(true);
  // Someone who kept a copy of the cookie: the backend refuses its token, the session ends.
  const replay = await me(shopper.cookie);
  expect(replay.status).toBe(401);
  expect(clearsSession(replay)).toBe(true);
});

test("logout while the backend is away keeps the session, so the token is not left live", async () => {
  const shopper = await signUpThroughShop(routes, "logout-down");
  await shop.stopBackend();
  try {
    const answer = await callRoute(route(routes, "/api/account/logout"), "POST", {
      cookie: shopper.cookie,
      body: "{}",
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(clearsSession(answer)).toBe(false);
  } finally {
    await shop.startBackend();
  }
  expect(await live(shopper.token)).toBe(true);
  const retried = await callRoute(route(routes, "/api/account/logout"), "POST", {
    cookie: shopper.cookie,
    body: "{}",
  });
  expect(retried.status).toBe(200);
  expect(await live(shopper.token)).toBe(false);
});

test("a password reset revokes every token of the account and clears this browser's session", async () => {
  const shopper = await signUpThroughShop(routes, "reset");
  const other = await logInThroughShop(shop, routes, shopper);
  const asked = await callRoute(route(routes, "/api/account/password-reset/request"), "POST", {
    body: JSON.stringify({ email: shopper.email }),
  });
  expect(asked.status).toBe(200);
  // The code is mailed after the answer (docs/security.md "Accounts found by timing").
  await shop.t.mailSent();
  const otp = shop.t.lastCode(shopper.email, "reset");
  const answer = await callRoute(route(routes, "/api/account/password-reset"), "POST", {
    cookie: shopper.cookie,
    body: JSON.stringify({ email: shopper.email, otp, newpassword: "a-brand-new-password" }),
  });
  expect(answer.status).toBe(200);
  expect(clearsSession(answer)).toBe(true);
  expect(await live(shopper.token)).toBe(false);
  expect(await live(other.token)).toBe(false);
  expect((await me(other.cookie)).status).toBe(401);
});

test("a session idle for over a week is no session, though its backend token still lives", async () => {
  const shopper = await signUpThroughShop(routes, "idle");
  const now = Math.floor(Date.now() / 1000);
  const stale = await encode({
    secret: process.env.AUTH_SECRET ?? "",
    token: {
      sub: shopper.id,
      name: shopper.name,
      email: shopper.email,
      backendToken: shopper.token,
      loginAt: now - 8 * 24 * 60 * 60,
      seenAt: now - 8 * 24 * 60 * 60,
    },
  });
  expect(await live(shopper.token)).toBe(true);
  const answer = await me(`uphaar.session=${stale}`);
  expect(JSON.parse(answer.text)).toEqual({ user: null });
  const cart = await callRoute(route(routes, "/api/cart"), "GET", {
    cookie: `uphaar.session=${stale}`,
  });
  expect(cart.status).toBe(401);
});
