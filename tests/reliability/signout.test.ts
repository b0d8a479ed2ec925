/**
 * Signing out ends the backend token too (docs/security.md, Sessions). next-auth's own
 * `/api/auth/signout` would end the browser's session and leave the backend token alive, a
 * second way out that skips the shop's Logout; it is not served. The shop's Logout
 * (`/api/account/logout`) revokes the token on the backend before it ends the session.
 */
import {
  allRoutes,
  backendCall,
  callRoute,
  route,
  signUpThroughShop,
  startShop,
  type Route,
  type Shop,
} from "./support/shop";

jest.mock("next/headers", () => jest.requireActual("./support/next-request").nextHeaders);

let shop: Shop;
let routes: Route[];
beforeAll(async () => {
  shop = await startShop();
  routes = await allRoutes();
});
afterAll(async () => {
  await shop.close();
});

const alive = async (token: string) =>
  (await backendCall(shop, "GET", "/api/auth/is-auth", { token })).status;

test("next-auth's own sign-out is not served, over POST or GET", async () => {
  const shopper = await signUpThroughShop(routes, "signout");
  const nextAuth = route(routes, "/api/auth/[...nextauth]");
  const csrf = await callRoute(nextAuth, "GET", { params: { nextauth: ["csrf"] } });
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const csrfCookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const post = await callRoute(nextAuth, "POST", {
    params: { nextauth: ["signout"] },
    cookie: `${shopper.cookie}; ${csrfCookie}`,
    contentType: "application/x-www-form-urlencoded",
    body: new URLSearchParams({ csrfToken }).toString(),
  });
  expect(post.status).toBe(404);
  expect(post.headers.getSetCookie().join("\n")).not.toContain("uphaar.session=;");
  const get = await callRoute(nextAuth, "GET", { params: { nextauth: ["signout"] } });
  expect(get.status).toBe(404);
  expect(await alive(shopper.token)).toBe(200);
});

test("the shop's Logout revokes the backend token and ends the session", async () => {
  const shopper = await signUpThroughShop(routes, "logout");
  expect(await alive(shopper.token)).toBe(200);
  const answer = await callRoute(route(routes, "/api/account/logout"), "POST", {
    cookie: shopper.cookie,
  });
  expect(answer.status).toBe(200);
  expect(answer.headers.getSetCookie().join("\n")).toMatch(/uphaar\.session=;/);
  expect(await alive(shopper.token)).toBe(401);
});
