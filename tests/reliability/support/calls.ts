/**
 * One valid call for every state-changing storefront handler, with whatever it needs set up
 * first (a cart line, an address, a provider order, a mailed code). The CSRF test sends each
 * from a foreign origin and then, as a control, from the shop's own; the backend-down test
 * sends each while the backend is away and again once it is back; the fuzz test mutates
 * their bodies.
 */
import { and, eq } from "drizzle-orm";
import { occasions, orderItems, products } from "@/backend/src/db/schema";
import { readCart } from "@/backend/src/routes/cart/cart.handlers";
import { productIds } from "@/backend/src/test/fixture";
import { WEBHOOK_SIGNATURE_HEADER, signWebhook } from "@giftshop/shared/catalogue-webhook";
import {
  WEBHOOK_SECRET,
  callRoute,
  mutations,
  route,
  signUpThroughShop,
  type CallOptions,
  type Method,
  type Route,
  type Shop,
  type ShopShopper,
} from "./shop";

export interface CallContext {
  shop: Shop;
  routes: Route[];
  /** The shopper whose session the calls carry. */
  shopper: ShopShopper;
}

export interface ValidCall {
  /** "POST /api/cart". */
  name: string;
  template: string;
  method: Method;
  /** Sets up what the call needs and returns the request; runs once per send. */
  prepare(ctx: CallContext): Promise<CallOptions>;
  /** Statuses a same-origin send of the prepared call may answer. */
  accepted: number[];
  /**
   * Guarded calls (SIGNED_CALLS): the prepared request without what guards it, and what that
   * answers. By default the signature header goes, answered 401.
   */
  unguarded?: { strip(options: CallOptions): CallOptions; status: number };
}

/** A 200 × 200 PNG: a photo the backend takes (with its low-resolution warning). */
async function smallPhoto(): Promise<Uint8Array> {
  const sharp = (await import("sharp")).default;
  const png = await sharp({
    create: { width: 200, height: 200, channels: 3, background: { r: 240, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

let serial = 0;
const unique = () => `${Date.now()}-${++serial}`;

const json = (value: unknown) => JSON.stringify(value);

const ADDRESS = {
  fullName: "Asha Kumar",
  phoneNumber: "9876543210",
  alternatephone: "",
  address: "12 MG Road, Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560038",
  country: "India",
};

/** Where an order goes: the address book's fields but the country. */
export const SHIPPING = {
  fullName: ADDRESS.fullName,
  phoneNumber: ADDRESS.phoneNumber,
  alternatephone: ADDRESS.alternatephone,
  address: ADDRESS.address,
  city: ADDRESS.city,
  state: ADDRESS.state,
  pin: ADDRESS.pin,
};

/** A new address of `shopper`'s (a distinct street, so it is never a duplicate); its id. */
export async function addAddress({ shop, shopper }: CallContext): Promise<string> {
  const answer = await shop.t.send("POST", "/api/user/addaddress", {
    token: shopper.token,
    body: { ...ADDRESS, address: `${unique()} MG Road` },
  });
  const body = answer.body as { address?: { _id?: string } };
  if (answer.status !== 201 || !body.address?._id) {
    throw new Error(`addaddress answered ${answer.status}`);
  }
  return body.address._id;
}

/** Makes `shopper`'s cart one truffle cake (through the backend). */
export async function fillCart({ shop, shopper }: CallContext): Promise<void> {
  await shop.t.send("DELETE", "/api/auth/clear-cart", { token: shopper.token });
  const answer = await shop.t.send("POST", "/api/auth/Cart", {
    token: shopper.token,
    body: { productId: productIds.truffle, quantity: 1 },
  });
  if (answer.status !== 200) throw new Error(`add to cart answered ${answer.status}`);
}

/** A provider order for `shopper`'s cart (filled first), as Pay Now creates it. */
async function providerOrder(ctx: CallContext): Promise<string> {
  await fillCart(ctx);
  const lines = await readCart(ctx.shop.t.database.db, ctx.shopper.id);
  const amount = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const answer = await ctx.shop.t.send("POST", "/api/checkout", {
    token: ctx.shopper.token,
    body: { amount },
  });
  const order = (answer.body as { order?: { id?: string } }).order;
  if (answer.status !== 201 || !order?.id) throw new Error(`checkout answered ${answer.status}`);
  return order.id;
}

/**
 * A cash order placed as Pay Now places it, by a new shopper each time (a shopper's open cash
 * orders hold at most three places: docs/security.md): its id and its owner's session.
 */
async function placedOrder(ctx: CallContext): Promise<{ id: string; cookie: string }> {
  const owner = await signUpThroughShop(ctx.routes, "order-owner");
  await fillCart({ ...ctx, shopper: owner });
  const answer = await callRoute(route(ctx.routes, "/api/orders"), "POST", {
    cookie: owner.cookie,
    body: json({ address: SHIPPING }),
  });
  const body = JSON.parse(answer.text) as { orderId?: string };
  if (answer.status !== 201 || !body.orderId) {
    throw new Error(`order answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
  return { id: body.orderId, cookie: owner.cookie };
}

/**
 * The truffle cake takes a message on the cake and a card, as a gift shop's cakes do, so a
 * placed order's messages can be changed (docs/after-the-order.md).
 */
async function cakeTakesMessages({ shop }: CallContext): Promise<void> {
  await shop.t.database.db
    .update(products)
    .set({ personalisation: { cakeMessage: true, cardMessage: true, photos: null } })
    .where(eq(products.id, productIds.truffle));
}

/**
 * A day and slot the delivery of `orderId`'s first gift can move to (docs/after-the-order.md,
 * "Moving a delivery"): the free standard slot the day after the one it has.
 */
async function laterDelivery({ shop }: CallContext, orderId: string) {
  const [item] = await shop.t.database.db
    .select({ delivery: orderItems.delivery })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.position, 0)));
  const date = item?.delivery?.date;
  if (!date) throw new Error(`order ${orderId} has no delivery day`);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { date: next, slotId: "standard" };
}

/** An occasion of `shopper`'s (through the backend): its id and its unsubscribe token. */
async function savedOccasion({ shop, shopper }: CallContext) {
  const answer = await shop.t.send("POST", "/api/client/occasions", {
    token: shopper.token,
    body: { name: "Meera", occasion: "birthday", date: "2026-12-24", repeats: "yearly" },
  });
  const id = (answer.body as { occasion?: { id?: string } }).occasion?.id;
  if (answer.status !== 201 || !id) throw new Error(`occasions answered ${answer.status}`);
  const [row] = await shop.t.database.db
    .select({ token: occasions.unsubscribeToken })
    .from(occasions)
    .where(eq(occasions.id, id));
  return { id, token: row!.token };
}

/** next-auth's CSRF cookie and token, as the login page holds them. */
async function nextAuthCsrf(routes: Route[]) {
  const csrf = await callRoute(route(routes, "/api/auth/[...nextauth]"), "GET", {
    params: { nextauth: ["csrf"] },
  });
  const { csrfToken } = JSON.parse(csrf.text) as { csrfToken: string };
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { csrfToken, cookie };
}

export const VALID_CALLS: ValidCall[] = [
  {
    name: "POST /api/account/login",
    template: "/api/account/login",
    method: "POST",
    prepare: async ({ shopper }) => ({
      body: json({ email: shopper.email, password: shopper.password }),
    }),
    accepted: [200],
  },
  {
    name: "POST /api/account/logout",
    template: "/api/account/logout",
    method: "POST",
    // A shopper of its own, so logging out leaves the main session alive.
    prepare: async ({ routes }) => ({
      cookie: (await signUpThroughShop(routes, "logout")).cookie,
      body: "{}",
    }),
    accepted: [200],
  },
  {
    name: "POST /api/account/password-reset/request",
    template: "/api/account/password-reset/request",
    method: "POST",
    prepare: async ({ shopper }) => ({ body: json({ email: shopper.email }) }),
    accepted: [200],
  },
  {
    name: "POST /api/account/password-reset",
    template: "/api/account/password-reset",
    method: "POST",
    // A shopper of its own: a reset signs every session of the account out.
    prepare: async ({ shop, routes }) => {
      const other = await signUpThroughShop(routes, "reset");
      await shop.t.send("POST", "/api/auth/send-reset-otp", { body: { email: other.email } });
      const otp = shop.t.lastCode(other.email, "reset") ?? "000000";
      return {
        cookie: other.cookie,
        body: json({ email: other.email, otp, newpassword: "another-long-password" }),
      };
    },
    accepted: [200],
  },
  {
    name: "PUT /api/account/profile",
    template: "/api/account/profile",
    method: "PUT",
    prepare: async ({ shopper }) => ({
      cookie: shopper.cookie,
      body: json({ name: `Renamed ${unique()}`, phone: "9876543210", email: shopper.email }),
    }),
    accepted: [200],
  },
  {
    name: "POST /api/account/addresses",
    template: "/api/account/addresses",
    method: "POST",
    prepare: async ({ shopper }) => ({
      cookie: shopper.cookie,
      body: json({ ...ADDRESS, address: `${unique()} Brigade Road` }),
    }),
    accepted: [201],
  },
  {
    name: "PUT /api/account/addresses/[id]",
    template: "/api/account/addresses/[id]",
    method: "PUT",
    prepare: async (ctx) => ({
      cookie: ctx.shopper.cookie,
      params: { id: await addAddress(ctx) },
      body: json({ ...ADDRESS, address: `${unique()} Church Street` }),
    }),
    accepted: [200],
  },
  {
    name: "DELETE /api/account/addresses/[id]",
    template: "/api/account/addresses/[id]",
    method: "DELETE",
    prepare: async (ctx) => ({ cookie: ctx.shopper.cookie, params: { id: await addAddress(ctx) } }),
    accepted: [200],
  },
  {
    name: "POST /api/account/verify-email/resend",
    template: "/api/account/verify-email/resend",
    method: "POST",
    prepare: async ({ shopper }) => ({ cookie: shopper.cookie, body: "{}" }),
    // The backend issues one code a minute per account: a second resend is a 429.
    accepted: [200, 429],
  },
  {
    name: "POST /api/account/verify-email",
    template: "/api/account/verify-email",
    method: "POST",
    prepare: async ({ shop, shopper }) => ({
      cookie: shopper.cookie,
      body: json({ otp: shop.t.lastCode(shopper.email, "verify") ?? "000000" }),
    }),
    // Verified once, the code is spent: a second send is refused.
    accepted: [200, 400],
  },
  {
    name: "POST /api/auth/[...nextauth] (callback/signup)",
    template: "/api/auth/[...nextauth]",
    method: "POST",
    // A visitor on the login page: next-auth's own CSRF cookie and token, a fresh email.
    prepare: async ({ routes }) => {
      const { csrfToken, cookie } = await nextAuthCsrf(routes);
      return {
        params: { nextauth: ["callback", "signup"] },
        cookie,
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams({
          csrfToken,
          name: "New Shopper",
          email: `csrf-${unique()}@example.in`,
          password: "a-long-password-1",
          json: "true",
        }).toString(),
      };
    },
    accepted: [200],
  },
  {
    name: "POST /api/cart",
    template: "/api/cart",
    method: "POST",
    prepare: async ({ shopper }) => ({
      cookie: shopper.cookie,
      body: json({ productId: productIds.blackForest, quantity: 1 }),
    }),
    accepted: [200],
  },
  {
    name: "PUT /api/cart",
    template: "/api/cart",
    method: "PUT",
    prepare: async (ctx) => {
      await fillCart(ctx);
      return {
        cookie: ctx.shopper.cookie,
        body: json({ productId: productIds.truffle, quantity: 3 }),
      };
    },
    accepted: [200],
  },
  {
    name: "DELETE /api/cart",
    template: "/api/cart",
    method: "DELETE",
    prepare: async (ctx) => {
      await fillCart(ctx);
      return { cookie: ctx.shopper.cookie };
    },
    accepted: [200],
  },
  {
    name: "DELETE /api/cart/[productId]",
    template: "/api/cart/[productId]",
    method: "DELETE",
    prepare: async (ctx) => {
      await fillCart(ctx);
      return { cookie: ctx.shopper.cookie, params: { productId: productIds.truffle } };
    },
    accepted: [200],
  },
  {
    name: "PUT /api/cart/line",
    template: "/api/cart/line",
    method: "PUT",
    prepare: async (ctx) => {
      await fillCart(ctx);
      // The truffle takes no personalisation: a blank one leaves it the plain line it is.
      return {
        cookie: ctx.shopper.cookie,
        body: json({
          line: productIds.truffle,
          personalisation: { cakeMessage: "", cardMessage: "", photos: [] },
        }),
      };
    },
    accepted: [200],
  },
  {
    name: "POST /api/photos",
    template: "/api/photos",
    method: "POST",
    prepare: async ({ shopper }) => ({
      cookie: shopper.cookie,
      body: await smallPhoto(),
      contentType: "image/png",
    }),
    // Each send stores a photo: the backend's cap of 20 unordered photos may answer 409.
    accepted: [201, 409],
  },
  {
    name: "PUT /api/cart/delivery",
    template: "/api/cart/delivery",
    method: "PUT",
    prepare: async (ctx) => {
      await fillCart(ctx);
      return {
        cookie: ctx.shopper.cookie,
        body: json({ productId: productIds.truffle, delivery: null }),
      };
    },
    accepted: [200],
  },
  {
    name: "POST /api/delivery/quote",
    template: "/api/delivery/quote",
    method: "POST",
    prepare: async (ctx) => {
      await fillCart(ctx);
      return { cookie: ctx.shopper.cookie, body: json({ pincode: "560038" }) };
    },
    accepted: [200],
  },
  {
    name: "PUT /api/delivery/pincode",
    template: "/api/delivery/pincode",
    method: "PUT",
    prepare: async () => ({ body: json({ pincode: "560038" }) }),
    accepted: [200],
  },
  {
    name: "DELETE /api/delivery/pincode",
    template: "/api/delivery/pincode",
    method: "DELETE",
    prepare: async () => ({}),
    accepted: [200],
  },
  {
    name: "POST /api/wishlist",
    template: "/api/wishlist",
    method: "POST",
    prepare: async ({ shopper }) => ({
      cookie: shopper.cookie,
      body: json({ productId: productIds.redRoses }),
    }),
    accepted: [200],
  },
  {
    name: "DELETE /api/wishlist/[productId]",
    template: "/api/wishlist/[productId]",
    method: "DELETE",
    prepare: async ({ shop, shopper }) => {
      await shop.t.send("POST", "/api/auth/wishlist", {
        token: shopper.token,
        body: { productId: productIds.pinkRoses },
      });
      return { cookie: shopper.cookie, params: { productId: productIds.pinkRoses } };
    },
    accepted: [200],
  },
  {
    name: "POST /api/checkout/start",
    template: "/api/checkout/start",
    method: "POST",
    prepare: async (ctx) => {
      await fillCart(ctx);
      return { cookie: ctx.shopper.cookie };
    },
    accepted: [200],
  },
  {
    name: "POST /api/checkout/local-pay",
    template: "/api/checkout/local-pay",
    method: "POST",
    prepare: async (ctx) => ({
      cookie: ctx.shopper.cookie,
      body: json({ orderId: await providerOrder(ctx), outcome: "success", method: "card" }),
    }),
    accepted: [200],
  },
  {
    name: "POST /api/orders",
    template: "/api/orders",
    method: "POST",
    prepare: async (ctx) => {
      await fillCart(ctx);
      return { cookie: ctx.shopper.cookie, body: json({ address: SHIPPING }) };
    },
    accepted: [201],
  },
  {
    name: "POST /api/orders/[id]/cancel",
    template: "/api/orders/[id]/cancel",
    method: "POST",
    prepare: async (ctx) => {
      const { id, cookie } = await placedOrder(ctx);
      return { cookie, params: { id } };
    },
    accepted: [200],
  },
  {
    name: "PUT /api/orders/[id]/items/[position]/messages",
    template: "/api/orders/[id]/items/[position]/messages",
    method: "PUT",
    prepare: async (ctx) => {
      await cakeTakesMessages(ctx);
      const { id, cookie } = await placedOrder(ctx);
      return {
        cookie,
        params: { id, position: "0" },
        body: json({ cakeMessage: "Happy Birthday Asha", cardMessage: "With love" }),
      };
    },
    accepted: [200],
  },
  {
    name: "PUT /api/orders/[id]/items/[position]/delivery",
    template: "/api/orders/[id]/items/[position]/delivery",
    method: "PUT",
    prepare: async (ctx) => {
      const { id, cookie } = await placedOrder(ctx);
      return {
        cookie,
        params: { id, position: "0" },
        body: json(await laterDelivery(ctx, id)),
      };
    },
    accepted: [200],
  },
  {
    name: "POST /api/occasions",
    template: "/api/occasions",
    method: "POST",
    prepare: async ({ shopper }) => ({
      cookie: shopper.cookie,
      body: json({ name: "Meera", occasion: "birthday", date: "2026-12-24", repeats: "yearly" }),
    }),
    accepted: [201],
  },
  {
    name: "PUT /api/notifications",
    template: "/api/notifications",
    method: "PUT",
    prepare: async ({ shopper }) => ({
      cookie: shopper.cookie,
      body: json({ mail: true, sms: false, whatsapp: false }),
    }),
    accepted: [200],
  },
  {
    name: "DELETE /api/occasions/[id]",
    template: "/api/occasions/[id]",
    method: "DELETE",
    prepare: async (ctx) => ({
      cookie: ctx.shopper.cookie,
      params: { id: (await savedOccasion(ctx)).id },
    }),
    accepted: [200],
  },
  {
    name: "POST /api/feedback",
    template: "/api/feedback",
    method: "POST",
    prepare: async () => ({
      body: json({ name: "Asha", email: "asha@example.in", message: `Lovely ${unique()}` }),
    }),
    accepted: [201],
  },
  {
    name: "POST /api/newsletter",
    template: "/api/newsletter",
    method: "POST",
    prepare: async () => ({ body: json({ email: `news-${unique()}@example.in` }) }),
    accepted: [200],
  },
  {
    // A page's Web Vitals beacon: sendBeacon carries the page's Origin like any same-site POST.
    name: "POST /api/vitals",
    template: "/api/vitals",
    method: "POST",
    prepare: async () => ({
      body: json({
        page: "product",
        connection: "4g",
        metrics: [{ name: "LCP", value: 1800, rating: "good" }],
      }),
    }),
    accepted: [202],
  },
  {
    name: "POST /api/reviews",
    template: "/api/reviews",
    method: "POST",
    prepare: async ({ shopper }) => ({
      cookie: shopper.cookie,
      body: json({ productId: productIds.truffle, userName: "Asha", rating: 4, comment: "Nice" }),
    }),
    accepted: [201],
  },
];

/**
 * The handlers guarded by what they carry rather than by the Origin: another server's signed
 * calls (lib/bff/webhook.ts), and a reminder mail's one-click unsubscribe, posted by the mail
 * provider with the mail's token. No browser page sends them, so there is no Origin to check; a
 * forged request has neither signature nor token. The CSRF test holds them to that instead.
 */
/**
 * Each prepared webhook is signed at a second of its own, as a server signs each change it
 * sends: the storefront hears a signed request once and refuses it again as a replay (409).
 */
let webhooksSigned = 0;
const signedNow = (body: string) =>
  signWebhook(WEBHOOK_SECRET, body, Date.now() - 1000 * (webhooksSigned++ % 250));

export const SIGNED_CALLS: ValidCall[] = [
  {
    // A mail's one-click unsubscribe (RFC 8058): posted by the mail provider from no page at
    // all, so no Origin to check; the token from the mail is the guard.
    name: "POST /api/reminders/unsubscribe",
    template: "/api/reminders/unsubscribe",
    method: "POST",
    prepare: async (ctx) => ({
      origin: null,
      query: `?token=${(await savedOccasion(ctx)).token}`,
    }),
    accepted: [200],
    // Without the mail's token the link is incomplete, and nothing is unsubscribed.
    unguarded: { strip: (options) => ({ ...options, query: "" }), status: 400 },
  },
  {
    name: "POST /api/revalidate",
    template: "/api/revalidate",
    method: "POST",
    prepare: async () => {
      const body = json({ products: [productIds.truffle] });
      return { body, origin: null, headers: { [WEBHOOK_SIGNATURE_HEADER]: signedNow(body) } };
    },
    accepted: [204],
  },
];

/**
 * Fails unless VALID_CALLS and SIGNED_CALLS have exactly one entry per state-changing handler
 * on disk.
 */
export function assertEveryMutationListed(routes: Route[]): void {
  const onDisk = mutations(routes)
    .map(({ route: r, method }) => `${method} ${r.template}`)
    .sort();
  const listed = [
    ...new Set([...VALID_CALLS, ...SIGNED_CALLS].map((call) => `${call.method} ${call.template}`)),
  ].sort();
  expect(listed).toEqual(onDisk);
}
