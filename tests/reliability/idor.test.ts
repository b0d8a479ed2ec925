/**
 * IDOR (docs/security.md "IDOR"): shopper B, signed in for real, goes after everything of
 * shopper A's whose id B can learn or guess (profile, addresses, cart, wishlist, orders,
 * payments), through the storefront's handlers with B's session cookie and straight at the
 * backend with B's bearer token. Every attempt is refused or lands on B's own data; no
 * answer carries A's name, phone, address, PIN, email or payment ids; A's data is unchanged.
 */
import { deliveryZones } from "@/backend/src/db/schema";
import { bengaluruZone } from "@/backend/src/test/delivery-fixture";
import { productIds } from "@/backend/src/test/fixture";
import { trackOrder } from "@/components/orders/track-order";
import { ORDER_DETAILS_FAILED, successOrder } from "@/components/checkout/success-order";
import { fillCart, type CallContext } from "./support/calls";
import { inRequest } from "./support/next-request";
import {
  SITE,
  allRoutes,
  backendCall,
  callRoute,
  route,
  signUpThroughShop,
  startShop,
  type Answer,
  type CallOptions,
  type Method,
  type Route,
  type Shop,
  type ShopShopper,
} from "./support/shop";

jest.mock("next/headers", () => jest.requireActual("./support/next-request").nextHeaders);
jest.mock("next/cache", () => ({ ...jest.requireActual("next/cache"), revalidateTag: jest.fn() }));

let shop: Shop;
let routes: Route[];
let a: ShopShopper;
let b: ShopShopper;

/** A's details: distinctive, so finding one in B's answers cannot be a coincidence. */
const A_PROFILE = { name: "Aarav Hiddenname", phone: "9123456780" };
const A_ADDRESS = {
  fullName: "Aarav Hiddenname",
  phoneNumber: "9123456780",
  alternatephone: "9988776655",
  address: "77 Secret Lane, Koramangala",
  city: "Bengaluru",
  state: "Karnataka",
  pin: "560095",
  country: "India",
};

/** What A has that B might reach. */
const theirs = {
  addressId: "",
  codOrderId: "",
  paidOrderId: "",
  payment: { orderId: "", paymentId: "", signature: "" },
  /** A provider order A paid but has not placed yet. */
  unplaced: { orderId: "", paymentId: "", signature: "" },
};

/** Everything B sees, to search for A's details at the end. */
const seenByB: string[] = [];
const attempts = { storefront: 0, backend: 0 };

async function bffAs(
  who: ShopShopper,
  template: string,
  method: Method,
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await callRoute(route(routes, template), method, {
    cookie: who.cookie,
    ...options,
  });
  return answer;
}

/** B through the storefront: recorded, and never a 5xx. */
async function bAtShop(template: string, method: Method, options: CallOptions = {}) {
  const answer = await bffAs(b, template, method, options);
  attempts.storefront += 1;
  seenByB.push(answer.text);
  expect(answer.status).toBeLessThan(500);
  return answer;
}

/** B straight at the backend with B's token: recorded, and never a 5xx. */
async function bAtBackend(method: string, path: string, body?: unknown) {
  const answer = await backendCall(shop, method, path, { token: b.token, body });
  attempts.backend += 1;
  seenByB.push(answer.text);
  expect(answer.status).toBeLessThan(500);
  return answer;
}

/** Pays for `who`'s cart on the local provider through the storefront, as the browser does. */
async function payThroughShop(who: ShopShopper) {
  const started = await bffAs(who, "/api/checkout/start", "POST");
  const { payment } = JSON.parse(started.text) as { payment: { orderId: string } };
  const paid = await bffAs(who, "/api/checkout/local-pay", "POST", {
    body: JSON.stringify({ orderId: payment.orderId, outcome: "success", method: "card" }),
  });
  const signed = (JSON.parse(paid.text) as { payment: Record<string, string> }).payment;
  return {
    orderId: signed.razorpay_order_id ?? "",
    paymentId: signed.razorpay_payment_id ?? "",
    signature: signed.razorpay_signature ?? "",
  };
}

const shipping = (address: typeof A_ADDRESS) => ({
  fullName: address.fullName,
  phoneNumber: address.phoneNumber,
  alternatephone: address.alternatephone,
  address: address.address,
  city: address.city,
  state: address.state,
  pin: address.pin,
});

/** All of A's data as A's own token reads it from the backend, plus A's rows. */
async function aSnapshot() {
  const read = async (path: string) =>
    (await backendCall(shop, "GET", path, { token: a.token })).text;
  return {
    profile: await read("/api/user/profile"),
    cart: await read("/api/auth/cart"),
    wishlist: await read("/api/auth/wishlist"),
    orders: await read("/api/client/get-orders"),
    payments: JSON.stringify(
      (await shop.t.database.db.query.payments.findMany()).filter((row) => row.userId === a.id),
    ),
    live: (await backendCall(shop, "GET", "/api/auth/is-auth", { token: a.token })).status,
  };
}

let before: Awaited<ReturnType<typeof aSnapshot>>;

beforeAll(async () => {
  shop = await startShop();
  routes = await allRoutes();
  // A's own pincode, served by the Bengaluru hub: every order goes with a delivery, and the
  // pincode must be A's alone for the last test to spot it in what B saw.
  await shop.t.database.db.insert(deliveryZones).values(bengaluruZone(A_ADDRESS.pin));
  a = await signUpThroughShop(routes, "idor-a");
  b = await signUpThroughShop(routes, "idor-b");
  const ctxA: CallContext = { shop, routes, shopper: a };

  // A's profile and address, through the storefront.
  await bffAs(a, "/api/account/profile", "PUT", {
    body: JSON.stringify({ ...A_PROFILE, email: a.email }),
  });
  const added = await bffAs(a, "/api/account/addresses", "POST", {
    body: JSON.stringify(A_ADDRESS),
  });
  theirs.addressId =
    (JSON.parse(added.text) as { addresses: { id: string }[] }).addresses[0]?.id ?? "";

  // A cash order, a paid order, and a paid provider order not yet placed.
  await fillCart(ctxA);
  const cod = await bffAs(a, "/api/orders", "POST", {
    body: JSON.stringify({ address: shipping(A_ADDRESS) }),
  });
  theirs.codOrderId = (JSON.parse(cod.text) as { orderId: string }).orderId;
  await fillCart(ctxA);
  theirs.payment = await payThroughShop(a);
  const paid = await bffAs(a, "/api/orders", "POST", {
    body: JSON.stringify({
      address: shipping(A_ADDRESS),
      payment: {
        razorpay_order_id: theirs.payment.orderId,
        razorpay_payment_id: theirs.payment.paymentId,
        razorpay_signature: theirs.payment.signature,
      },
    }),
  });
  theirs.paidOrderId = (JSON.parse(paid.text) as { orderId: string }).orderId;
  await fillCart(ctxA);
  theirs.unplaced = await payThroughShop(a);

  // A's cart and wishlist as they stay.
  await bffAs(a, "/api/cart", "PUT", {
    body: JSON.stringify({ productId: productIds.truffle, quantity: 4 }),
  });
  await bffAs(a, "/api/wishlist", "POST", {
    body: JSON.stringify({ productId: productIds.redRoses }),
  });

  for (const value of [theirs.addressId, theirs.codOrderId, theirs.paidOrderId]) {
    expect(value).toMatch(/^\w{6,}$/);
  }
  before = await aSnapshot();
  expect(before.live).toBe(200);
});

afterAll(async () => {
  console.log(
    `[idor] B tried A's data ${attempts.storefront} times through the storefront and ` +
      `${attempts.backend} times at the backend: all refused or scoped to B`,
  );
  await shop.close();
});

const B_ADDRESS = {
  fullName: "Bela Other",
  phoneNumber: "9000000001",
  alternatephone: "",
  address: "1 Plain Road",
  city: "Pune",
  state: "Maharashtra",
  pin: "411001",
  country: "India",
};

describe("through the storefront, with B's session", () => {
  test("profile: B reads and edits B only; A's email cannot be taken", async () => {
    const me = await bAtShop("/api/account/me", "GET");
    expect(JSON.parse(me.text)).toMatchObject({ user: { id: b.id, email: b.email } });
    // With B's own password, as the form sends a change of email: the backend then says taken.
    const taken = await bAtShop("/api/account/profile", "PUT", {
      body: JSON.stringify({
        name: "Bela",
        phone: "9000000001",
        email: a.email,
        currentPassword: b.password,
      }),
    });
    expect(taken.status).toBe(409);
    const own = await bAtShop("/api/account/profile", "PUT", {
      body: JSON.stringify({ name: "Bela", phone: "9000000001", email: b.email, userId: a.id }),
    });
    expect(own.status).toBe(200);
  });

  test("addresses: A's address id is not found for B, to edit or delete", async () => {
    const edit = await bAtShop("/api/account/addresses/[id]", "PUT", {
      params: { id: theirs.addressId },
      body: JSON.stringify({ ...B_ADDRESS, userId: a.id }),
    });
    expect(edit.status).toBe(404);
    const remove = await bAtShop("/api/account/addresses/[id]", "DELETE", {
      params: { id: theirs.addressId },
    });
    expect(remove.status).toBe(404);
  });

  test("cart: B's reads and changes touch B's cart only", async () => {
    expect(JSON.parse((await bAtShop("/api/cart", "GET")).text)).toEqual({ lines: [] });
    const setA = await bAtShop("/api/cart", "PUT", {
      body: JSON.stringify({ productId: productIds.truffle, quantity: 9, userId: a.id }),
    });
    expect(setA.status).toBe(404);
    expect(
      (
        await bAtShop("/api/cart/[productId]", "DELETE", {
          params: { productId: productIds.truffle },
        })
      ).status,
    ).toBeLessThan(500);
    expect((await bAtShop("/api/cart", "DELETE")).status).toBe(200);
  });

  test("wishlist: B's reads and removals touch B's list only", async () => {
    expect(JSON.parse((await bAtShop("/api/wishlist", "GET")).text)).toEqual({ items: [] });
    await bAtShop("/api/wishlist/[productId]", "DELETE", {
      params: { productId: productIds.redRoses },
    });
  });

  test("checkout: B cannot pay A's provider order, nor place an order with A's payment", async () => {
    await fillCart({ shop, routes, shopper: b });
    const pay = await bAtShop("/api/checkout/local-pay", "POST", {
      body: JSON.stringify({
        orderId: theirs.unplaced.orderId,
        outcome: "success",
        method: "card",
      }),
    });
    expect(pay.status).toBe(404);
    for (const payment of [theirs.payment, theirs.unplaced]) {
      const place = await bAtShop("/api/orders", "POST", {
        body: JSON.stringify({
          address: shipping(B_ADDRESS),
          payment: {
            razorpay_order_id: payment.orderId,
            razorpay_payment_id: payment.paymentId,
            razorpay_signature: payment.signature,
          },
        }),
      });
      expect([404, 409]).toContain(place.status);
    }
    // With B's cart empty, a retry of A's payment must not find A's order either.
    await bAtShop("/api/cart", "DELETE");
    const retry = await bAtShop("/api/orders", "POST", {
      body: JSON.stringify({
        address: shipping(B_ADDRESS),
        payment: {
          razorpay_order_id: theirs.payment.orderId,
          razorpay_payment_id: theirs.payment.paymentId,
          razorpay_signature: theirs.payment.signature,
        },
      }),
    });
    expect(retry.status).toBe(409);
    expect(retry.text).not.toContain(theirs.paidOrderId);
  });

  test("order pages: tracking A's orders shows B the tracking view; success pages show nothing", async () => {
    const asB = (run: () => Promise<unknown>) =>
      inRequest(new Request(`${SITE}/order-tracking`, { headers: { cookie: b.cookie } }), run);
    for (const id of [theirs.codOrderId, theirs.paidOrderId]) {
      const lookup = await asB(() => trackOrder(id));
      attempts.storefront += 1;
      seenByB.push(JSON.stringify(lookup));
      expect(lookup).toMatchObject({ kind: "found", order: { view: "tracking" } });
      const success = await asB(() => successOrder(id));
      attempts.storefront += 1;
      seenByB.push(JSON.stringify(success));
      expect(success).toEqual({ orderId: id, order: null, detailsError: ORDER_DETAILS_FAILED });
    }
  });
});

describe("straight at the backend, with B's token", () => {
  test("profile and user data are B's", async () => {
    for (const path of ["/api/user/profile", "/api/user/data", "/api/auth/is-auth"]) {
      const answer = await bAtBackend("GET", path);
      expect(answer.text).toContain(b.id);
    }
    const taken = await bAtBackend("POST", "/api/user/updateprofile", {
      name: "Bela",
      phone: "9000000001",
      email: a.email,
      currentPassword: b.password,
    });
    expect(taken.status).toBe(409);
  });

  test("A's address cannot be edited or deleted, even naming A's userId", async () => {
    const body = { userId: a.id, address: B_ADDRESS };
    expect(
      (await bAtBackend("PUT", `/api/user/updateaddress/${theirs.addressId}`, body)).status,
    ).toBe(404);
    expect(
      (
        await bAtBackend("PUT", `/api/user/updateaddress/${theirs.addressId}`, {
          ...B_ADDRESS,
          userId: a.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (await bAtBackend("DELETE", `/api/user/deleteaddress/${theirs.addressId}`, { userId: a.id }))
        .status,
    ).toBe(404);
  });

  test("cart and wishlist calls, even naming A's userId, are B's", async () => {
    const asA = { userId: a.id, user: a.id };
    await bAtBackend("GET", "/api/auth/cart");
    await bAtBackend("PUT", "/api/auth/update-quantity", {
      productId: productIds.truffle,
      quantity: 10,
      ...asA,
    });
    await bAtBackend("DELETE", `/api/auth/delete/${productIds.truffle}`, asA);
    await bAtBackend("DELETE", "/api/auth/clear-cart", asA);
    await bAtBackend("GET", "/api/auth/wishlist");
    await bAtBackend("DELETE", "/api/auth/wishlist", { productId: productIds.redRoses, ...asA });
    await bAtBackend("DELETE", `/api/auth/delete-wishlist/${productIds.redRoses}`, asA);
  });

  test("orders: B's list is B's; A's order by id is the tracking view only", async () => {
    const list = await bAtBackend("GET", "/api/client/get-orders");
    for (const id of [theirs.codOrderId, theirs.paidOrderId]) expect(list.text).not.toContain(id);
    for (const id of [theirs.codOrderId, theirs.paidOrderId]) {
      for (const token of [b.token, undefined]) {
        const answer = await backendCall(shop, "GET", `/api/client/order/${id}`, { token });
        attempts.backend += 1;
        seenByB.push(answer.text);
        expect(answer.status).toBe(200);
        const { order } = answer.body as { order: Record<string, unknown> };
        expect(Object.keys(order).sort()).toEqual(
          [
            "_id",
            // What the delivery cost: part of the total, which the tracking view shows too.
            "deliveryCharge",
            "items",
            "placedAt",
            // How a delivery was proven (photo or code), never the photo or the code itself.
            "proof",
            "shippingAddress",
            "status",
            "statusHistory",
            "testPayment",
            "totalAmount",
          ].sort(),
        );
        expect(order.shippingAddress).toEqual({ city: "Bengaluru" });
      }
    }
  });

  test("after the order: B cannot cancel A's orders, change their messages or delivery, or see their proof", async () => {
    for (const id of [theirs.codOrderId, theirs.paidOrderId]) {
      expect((await bAtBackend("POST", `/api/client/order/${id}/cancel`)).status).toBe(404);
      const messages = `/api/client/order/${id}/items/0/messages`;
      expect((await bAtBackend("PATCH", messages, { cakeMessage: "Mine" })).status).toBe(404);
      const move = { date: "2026-12-01", slotId: "standard" };
      const delivery = `/api/client/order/${id}/items/0/delivery`;
      expect((await bAtBackend("PATCH", delivery, move)).status).toBe(404);
      expect((await bAtBackend("GET", `/api/auth/orders/${id}/proof-photo`)).status).toBe(404);
      expect((await bAtShop("/api/orders/[id]/cancel", "POST", { params: { id } })).status).toBe(
        404,
      );
      const change = await bAtShop("/api/orders/[id]/items/[position]/messages", "PUT", {
        params: { id, position: "0" },
        body: JSON.stringify({ cakeMessage: "Mine" }),
      });
      expect(change.status).toBe(404);
      const moved = await bAtShop("/api/orders/[id]/items/[position]/delivery", "PUT", {
        params: { id, position: "0" },
        body: JSON.stringify(move),
      });
      expect(moved.status).toBe(404);
    }
    // A's orders stand as they were.
    for (const id of [theirs.codOrderId, theirs.paidOrderId]) {
      const mine = await backendCall(shop, "GET", `/api/client/order/${id}`, { token: a.token });
      expect((mine.body as { order: { status: string } }).order.status).not.toBe("Cancelled");
    }
  });

  test("payments: A's provider order cannot be read, paid or used to place B's order", async () => {
    expect(
      (await bAtBackend("GET", `/api/payments/local/order/${theirs.unplaced.orderId}`)).status,
    ).toBe(404);
    expect(
      (
        await bAtBackend("POST", "/api/payments/local/pay", {
          order_id: theirs.unplaced.orderId,
          outcome: "success",
          method: "card",
        })
      ).status,
    ).toBe(404);
    for (const payment of [theirs.payment, theirs.unplaced]) {
      const place = await bAtBackend("POST", "/api/client/place-order", {
        items: [
          {
            productId: productIds.truffle,
            name: "Chocolate Truffle Cake",
            quantity: 1,
            price: 599,
            sellerId: "5e0000000000000000000001",
          },
        ],
        totalAmount: 599,
        shippingAddress: {
          name: "Bela",
          pin: "411001",
          city: "Pune",
          state: "Maharashtra",
          phone: "9000000001",
          alternatephone: "",
          address: "1 Plain Road",
        },
        image: "",
        paymentId: payment.paymentId,
        order_id: payment.orderId,
        signature: payment.signature,
      });
      expect([404, 409]).toContain(place.status);
    }
  });

  test("A's email cannot be verified by B naming A's userId", async () => {
    const answer = await bAtBackend("POST", "/api/auth/verify-Account", {
      userId: a.id,
      otp: "123456",
    });
    expect(answer.status).toBe(400);
  });
});

describe("afterwards", () => {
  test("A's profile, addresses, cart, wishlist, orders and payments are as they were; A is still signed in", async () => {
    expect(await aSnapshot()).toEqual(before);
  });

  test("nothing B saw carries A's name, phone, address, PIN, email or payment ids", () => {
    const secrets = [
      A_PROFILE.name,
      A_PROFILE.phone,
      A_ADDRESS.alternatephone,
      A_ADDRESS.address,
      A_ADDRESS.pin,
      a.email,
      a.token,
      theirs.payment.paymentId,
      theirs.payment.signature,
      theirs.unplaced.paymentId,
      theirs.unplaced.signature,
    ];
    const everything = seenByB.join("\n");
    expect(seenByB.length).toBeGreaterThan(30);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
