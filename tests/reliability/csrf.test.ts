/**
 * CSRF (docs/security.md "CSRF"): every state-changing storefront handler, sent a valid
 * request carrying the shopper's session but from a foreign page, refuses it with 403 and
 * changes nothing in the database; the same request from the shop's own pages goes through,
 * so the refusal is the Origin check's and nothing else's. And no GET changes anything.
 */
import { productIds } from "@/backend/src/test/fixture";
import {
  SIGNED_CALLS,
  VALID_CALLS,
  assertEveryMutationListed,
  fillCart,
  type CallContext,
} from "./support/calls";
import {
  allRoutes,
  callRoute,
  changedTables,
  dbSnapshot,
  route,
  signUpThroughShop,
  startShop,
  type CallOptions,
  type Route,
  type Shop,
} from "./support/shop";

jest.mock("next/headers", () => jest.requireActual("./support/next-request").nextHeaders);
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let shop: Shop;
let routes: Route[];
let ctx: CallContext;
beforeAll(async () => {
  shop = await startShop();
  routes = await allRoutes();
  ctx = { shop, routes, shopper: await signUpThroughShop(routes, "csrf") };
});
afterAll(async () => {
  await shop.close();
});

/** What a cross-site attacker's page can make a browser send. */
const FOREIGN: [label: string, headers: Partial<CallOptions>][] = [
  ["a foreign Origin", { origin: "https://evil.example" }],
  ["no Origin (and no Sec-Fetch-Site: same-origin)", { origin: null }],
  ["Origin: null (a sandboxed frame, a data: URL, a redirect)", { origin: "null" }],
  ["a sibling subdomain's Origin", { origin: "http://evil.localhost:3000" }],
  [
    "a foreign Origin with Sec-Fetch-Site: same-origin forged beside it",
    {
      origin: "https://evil.example",
      headers: { "sec-fetch-site": "same-origin" },
    },
  ],
];

const tally = { refused: 0, accepted: 0 };

test("the table holds every state-changing handler on disk", () => {
  assertEveryMutationListed(routes);
});

describe.each(VALID_CALLS)("$name", (call) => {
  test.each(FOREIGN)("%s: 403 and the database unchanged", async (_, foreign) => {
    const options = await call.prepare(ctx);
    const before = await dbSnapshot(shop);
    const answer = await callRoute(route(routes, call.template), call.method, {
      ...options,
      ...foreign,
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toEqual({ error: expect.any(String) });
    expect(changedTables(before, await dbSnapshot(shop))).toEqual([]);
    tally.refused += 1;
  });

  test("the same request from the shop's own page is accepted (control)", async () => {
    const options = await call.prepare(ctx);
    const answer = await callRoute(route(routes, call.template), call.method, options);
    expect(call.accepted).toContain(answer.status);
    tally.accepted += 1;
  });
});

describe.each(SIGNED_CALLS)("$name (guarded by a signature or a token, no browser)", (call) => {
  test.each(FOREIGN)("%s, without its signature or token: refused", async (_, foreign) => {
    const options = await call.prepare(ctx);
    const bare = call.unguarded ? call.unguarded.strip(options) : { ...options, headers: {} };
    const answer = await callRoute(route(routes, call.template), call.method, {
      ...bare,
      ...foreign,
    });
    expect(answer.status).toBe(call.unguarded?.status ?? 401);
    expect(JSON.parse(answer.text)).toEqual({ error: expect.any(String) });
  });

  test("signed, whatever the Origin: accepted (the signature is the guard)", async () => {
    for (const origin of [null, "https://evil.example"]) {
      const options = await call.prepare(ctx);
      const answer = await callRoute(route(routes, call.template), call.method, {
        ...options,
        origin,
      });
      expect(call.accepted).toContain(answer.status);
    }
  });
});

describe("GET changes nothing", () => {
  /** Every GET handler, with the shopper's session and with odd parameters. */
  const gets: [template: string, options: CallOptions][] = [
    ["/api/account/me", {}],
    ["/api/cart", {}],
    ["/api/wishlist", {}],
    ["/api/orders", {}],
    ["/api/search", { query: "?q=cake" }],
    ["/api/search/popular", {}],
    ["/api/metrics", {}],
    ["/api/orders/[id]/proof-photo", { params: { id: "ffffffffffffffffffffffff" } }],
    ["/api/delivery/pincode", { query: "?pin=560038" }],
    ["/api/delivery/options", { query: `?pincode=560038&productId=${productIds.truffle}` }],
    ["/api/photos/[id]", { params: { id: "ffffffffffffffffffffffff" } }],
    ["/api/search", { query: "?q=%00%3Cscript%3E" }],
    ["/uploads/[...path]", { params: { path: ["products", "p1.webp"] } }],
    ["/uploads/[...path]", { params: { path: ["..", "..", "etc", "passwd"] } }],
    ...["csrf", "session", "providers", "signin", "signout", "error"].map(
      (action): [string, CallOptions] => [
        "/api/auth/[...nextauth]",
        { params: { nextauth: [action] } },
      ],
    ),
    // A GET aimed at what is a mutation elsewhere: there is no GET there to run.
    ["/api/auth/[...nextauth]", { params: { nextauth: ["callback", "signup"] } }],
  ];

  test("every GET handler is in the list", () => {
    const withGet = routes.filter((r) => r.handlers.GET).map((r) => r.template);
    expect([...new Set(gets.map(([template]) => template))].sort()).toEqual(withGet.sort());
  });

  test("no GET, with a session or from a foreign page, changes the database", async () => {
    await fillCart(ctx);
    const before = await dbSnapshot(shop);
    const failures: string[] = [];
    for (const [template, options] of gets) {
      for (const origin of [undefined, "https://evil.example"]) {
        const answer = await callRoute(route(routes, template), "GET", {
          cookie: ctx.shopper.cookie,
          origin,
          ...options,
        });
        if (answer.status >= 500) {
          failures.push(`${template} ${JSON.stringify(options)}: ${answer.status} ${answer.text}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await dbSnapshot(shop))).toEqual([]);
  });
});

afterAll(() => {
  console.log(
    `[csrf] ${VALID_CALLS.length} state-changing handlers × ${FOREIGN.length} foreign senders: ` +
      `${tally.refused} refused with 403 and no change; ${tally.accepted} same-origin controls accepted`,
  );
});
