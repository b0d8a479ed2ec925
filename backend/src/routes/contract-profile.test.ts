/**
 * BACKEND_PROFILE=contract: the backend answers as a plain §7 backend (docs/contract.md, Terms).
 * Extension parameters are ignored, answers carry only the spec's fields in their leanest shape,
 * and the calls §7 does not list answer 404.
 */
import { CONTRACT_ORDER_KEYS, expectRejected } from "../test/expect";
import { testAppPerFile, type Json } from "../test/test-app";
import { addExtraProducts, ids, productIds } from "../test/fixture";
import { shippingAddress, signUp, type Shopper } from "../test/shopper";
import { testEngine } from "../test/test-db";

const t = testAppPerFile({ profile: "contract" });

/** §3's product fields; contract answers carry exactly these. */
const PRODUCT_KEYS = [
  "_id",
  "title",
  "name",
  "price",
  "oldprice",
  "discount",
  "brand",
  "description",
  "careInstructions",
  "ingredients",
  "flavor",
  "type",
  "shape",
  "weight",
  "netQuantity",
  "diameter",
  "serves",
  "approved",
  "sellerId",
  "image",
  "images",
  "categoryname",
  "subcategory",
].sort();

const keysOf = (value: unknown) => Object.keys(value as Json).sort();

async function get(path: string, token?: string) {
  const { status, body } = await t.send("GET", path, token ? { token } : {});
  expect(status).toBe(200);
  return body as Json;
}

async function filterTitles(params: Record<string, string>) {
  const body = await get(`/api/product/filter?${new URLSearchParams(params)}`);
  expect(keysOf(body)).toEqual(["data", "success"]);
  return (body.data as Json[]).map((p) => p.title);
}

describe(`contract mode: catalogue (${testEngine})`, () => {
  test("categories carry _id, categoryname and image only", async () => {
    const categories = (await get("/api/getcategories")) as unknown as Json[];
    expect(categories.map((c) => c.categoryname)).toEqual(["Cakes", "Flowers", "Festive Diyas"]);
    for (const category of categories)
      expect(keysOf(category)).toEqual(["_id", "categoryname", "image"]);
  });

  test("the filter ignores every extension parameter and answers { success, data } only", async () => {
    const all = await filterTitles({});
    expect(all).toEqual([
      "Pink Roses Box",
      "Red Roses Bouquet",
      "Eggless Vanilla Cake",
      "Black Forest Cake",
      "Chocolate Truffle Cake",
    ]);
    const extensions = {
      recipient: "anything",
      subcategory: ids.roses,
      q: "truffle",
      page: "abc",
      limit: "999",
      unknown: "x",
    };
    expect(await filterTitles(extensions)).toEqual(all);
    expect(await filterTitles({ recipient: "Not A Slug!", limit: "0", page: "-1" })).toEqual(all);
  });

  test("the filter keeps §7's parameters, an empty sort or discount meaning none", async () => {
    expect(await filterTitles({ categoryname: ids.flowers, recipient: "mother" })).toEqual([
      "Pink Roses Box",
      "Red Roses Bouquet",
    ]);
    expect(await filterTitles({ minPrice: "499", maxPrice: "1000", sort: "price-asc" })).toEqual([
      "Black Forest Cake",
      "Chocolate Truffle Cake",
      "Eggless Vanilla Cake",
    ]);
    expect(await filterTitles({ discount: "50", sort: "" })).toEqual([
      "Red Roses Bouquet",
      "Eggless Vanilla Cake",
    ]);
    expect(await filterTitles({ discount: "", sort: "" })).toHaveLength(5);
    const { status, body } = await t.get("/api/product/filter?minPrice=500&maxPrice=100");
    expectRejected({ status, body }, 400, "minPrice");
  });

  test("filtered products carry §3's fields only (no recipients, no createdAt)", async () => {
    const body = await get("/api/product/filter");
    for (const product of body.data as Json[]) expect(keysOf(product)).toEqual(PRODUCT_KEYS);
    expect(keysOf(await get(`/api/products/${productIds.truffle}`))).toEqual(PRODUCT_KEYS);
    const related = await get(`/api/product/related/${productIds.truffle}`);
    expect((related.data as Json[]).length).toBeGreaterThan(0);
    for (const product of related.data as Json[]) expect(keysOf(product)).toEqual(PRODUCT_KEYS);
  });

  test("search ignores q and limit: the whole approved list, as without them", async () => {
    const whole = await get("/api/client/search");
    expect((whole.data as Json[]).length).toBe(5);
    expect(await get("/api/client/search?q=truffle&limit=1")).toEqual(whole);
    expect(await get("/api/client/search?q=&limit=abc")).toEqual(whole);
  });

  test("products by category ignore limit and keep 12 per category", async () => {
    const answer = async (path: string) =>
      ((await get(path)).categories as { products: Json[] }[]).map((c) => c.products.length);
    expect(await answer("/api/client/productsbycategory")).toEqual([3, 2, 0]);
    expect(await answer("/api/client/productsbycategory?limit=1")).toEqual([3, 2, 0]);
    expect(await answer("/api/client/productsbycategory?limit=999")).toEqual([3, 2, 0]);
  });

  test("a review post answers { success, message }", async () => {
    const { status, body } = await t.send("POST", "/api/product/review", {
      body: { productId: productIds.truffle, userName: "Asha", rating: 4, comment: "Lovely" },
    });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, message: "Review added" });
  });
});

describe(`contract mode: endpoints §7 does not list (${testEngine})`, () => {
  test.each([
    ["POST", "/api/newsletter", { email: "a@example.in" }],
    ["GET", "/api/payments/local/order/order_local_abc", undefined],
    [
      "POST",
      "/api/payments/local/pay",
      { order_id: "order_local_abc", outcome: "success", method: "card" },
    ],
  ])("%s %s answers the usual JSON 404", async (method, path, body) => {
    const shopper = await signUp(t, "notfound");
    const answer = await t.send(method, path, { token: shopper.token, body });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: `Not found: ${method} ${path}` });
  });

  test("health and Razorpay's webhook stay", async () => {
    expect((await t.get("/health")).body).toEqual({ success: true });
    const webhook = await t.send("POST", "/api/payments/webhook", {
      body: "{}",
      headers: { "content-type": "application/json", "x-razorpay-signature": "bad" },
    });
    expect(webhook.status).toBe(400);
    expect(webhook.body).toEqual({ success: false, message: "Invalid webhook signature." });
  });

  test("getkey answers { success, key } without naming the provider", async () => {
    const body = await get("/api/getkey");
    expect(body).toEqual({ success: true, key: expect.any(String) });
  });
});

describe(`contract mode: auth, profile and addresses (${testEngine})`, () => {
  test("register's user is { id, name, email } and is-auth answers { success }", async () => {
    const email = `contract-${Date.now()}@example.in`;
    const answer = await t.send("POST", "/api/auth/register", {
      body: { name: "Meera", email, password: "a-long-password-1" },
    });
    expect(answer.status).toBe(201);
    const body = answer.body as { token: string; user: Json };
    expect(body).toEqual({
      success: true,
      message: "Account created successfully!",
      user: { id: expect.stringMatching(/^[a-f0-9]{24}$/), name: "Meera", email },
      token: expect.any(String),
    });
    expect(await get("/api/auth/is-auth", body.token)).toEqual({ success: true });
  });

  test("user data is { name, isAccountVerify }: no id, no email", async () => {
    const shopper = await signUp(t, "userdata");
    expect(await get("/api/user/data", shopper.token)).toEqual({
      success: true,
      userData: { name: "Shopper userdata", isAccountVerify: false },
    });
  });

  test("address and profile changes answer { success, message }; the profile lists them", async () => {
    const shopper = await signUp(t, "addresses");
    const address = {
      fullName: "Asha Kumar",
      phoneNumber: "9876543210",
      address: "12 MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      pin: "560038",
      country: "India",
    };
    const send = (method: string, path: string, body?: unknown) =>
      t.send(method, path, { token: shopper.token, body });
    const added = await send("POST", "/api/user/addaddress", address);
    expect(added).toMatchObject({ status: 201 });
    expect(added.body).toEqual({ success: true, message: "Address added successfully" });

    const profile = (await get("/api/user/profile", shopper.token)).profile as Json;
    expect(keysOf(profile)).toEqual(["_id", "addresses", "email", "name", "phone", "user"]);
    expect(profile.user).toBe(shopper.id);
    const [saved] = profile.addresses as Json[];
    expect(saved).toMatchObject(address);

    const updated = await send("PUT", `/api/user/updateaddress/${String(saved?._id)}`, {
      userId: shopper.id,
      address: { ...address, city: "Mysuru" },
    });
    expect(updated.body).toEqual({ success: true, message: "Address updated successfully" });
    const deleted = await send("DELETE", `/api/user/deleteaddress/${String(saved?._id)}`, {
      userId: shopper.id,
    });
    expect(deleted.body).toEqual({ success: true, message: "Address deleted" });
    const profileUpdate = await send("POST", "/api/user/updateprofile", {
      name: "Asha K",
      phone: "9876543210",
      email: shopper.email,
    });
    expect(profileUpdate.body).toEqual({ success: true, message: "Profile updated successfully" });
    expect(((await get("/api/user/profile", shopper.token)).profile as Json).addresses).toEqual([]);
  });
});

describe(`contract mode: cart and wishlist (${testEngine})`, () => {
  let shopper: Shopper;
  beforeAll(async () => {
    shopper = await signUp(t, "cart");
  });
  const send = (method: string, path: string, body?: unknown) =>
    t.send(method, path, { token: shopper.token, body });
  /** §7's answer to a cart change: its message and the lines, products as ids. */
  const cartAnswer = (message: string, ...lines: [product: string, quantity: number][]) => ({
    success: true,
    message,
    cart: lines.map(([product, quantity]) => ({ product, quantity })),
  });

  test("cart changes answer unpopulated lines; GET /cart carries the products", async () => {
    const truffle = (quantity: number) => ({ productId: productIds.truffle, quantity });
    const added = await send("POST", "/api/auth/Cart", truffle(1));
    expect(added.body).toEqual(cartAnswer("Added to cart", [productIds.truffle, 1]));
    await send("POST", "/api/auth/Cart", { productId: productIds.redRoses, quantity: 1 });
    const updated = await send("PUT", "/api/auth/update-quantity", truffle(3));
    expect(updated.body).toEqual(
      cartAnswer("Quantity updated", [productIds.truffle, 3], [productIds.redRoses, 1]),
    );

    const cart = (await get("/api/auth/cart", shopper.token)).cart as { product: Json }[];
    expect(cart.map((line) => line.product.title)).toEqual([
      "Chocolate Truffle Cake",
      "Red Roses Bouquet",
    ]);
    for (const line of cart) expect(keysOf(line.product)).toEqual(PRODUCT_KEYS);

    const removed = await send("DELETE", `/api/auth/delete/${productIds.truffle}`);
    expect(removed.body).toEqual(cartAnswer("Removed from cart", [productIds.redRoses, 1]));
    const cleared = await send("DELETE", "/api/auth/clear-cart");
    expect(cleared.body).toEqual(cartAnswer("Cart cleared"));
  });

  test("wishlist changes answer { success, message }; GET /wishlist carries the products", async () => {
    const added = await send("POST", "/api/auth/wishlist", { productId: productIds.pinkRoses });
    expect(added.body).toEqual({ success: true, message: "Added to wishlist" });
    const wishlist = (await get("/api/auth/wishlist", shopper.token)).wishlist as Json[];
    expect(wishlist.map((p) => p.title)).toEqual(["Pink Roses Box"]);
    expect(keysOf(wishlist[0])).toEqual(PRODUCT_KEYS);
    const removed = await send("DELETE", "/api/auth/wishlist", { productId: productIds.pinkRoses });
    expect(removed.body).toEqual({ success: true, message: "Removed from wishlist" });
    await send("POST", "/api/auth/wishlist", { productId: productIds.pinkRoses });
    const removedByPath = await send("DELETE", `/api/auth/delete-wishlist/${productIds.pinkRoses}`);
    expect(removedByPath.body).toEqual({ success: true, message: "Removed from wishlist" });
    expect((await get("/api/auth/wishlist", shopper.token)).wishlist).toEqual([]);
  });
});

describe(`contract mode: orders (${testEngine})`, () => {
  test("a cash-on-delivery order carries §3's fields, for its owner and for tracking", async () => {
    const shopper = await signUp(t, "orders");
    await t.send("POST", "/api/auth/Cart", {
      token: shopper.token,
      body: { productId: productIds.redRoses, quantity: 2 },
    });
    const placed = await t.send("POST", "/api/client/place-order", {
      token: shopper.token,
      body: {
        items: [
          { productId: productIds.redRoses, name: "Red Roses Bouquet", quantity: 2, price: 149 },
        ],
        totalAmount: 298,
        shippingAddress,
        image: "",
        // An extension field (docs/after-the-order.md) is ignored, however it is sent.
        substitution: "not-an-answer",
      },
    });
    expect(placed.status).toBe(201);
    const order = (placed.body as { order: Json }).order;
    expect(keysOf(order)).toEqual(CONTRACT_ORDER_KEYS);
    expect(order).toMatchObject({ totalAmount: 298, status: "Pending", paymentId: null });

    const orders = (await get("/api/client/get-orders", shopper.token)).orders as Json[];
    expect(orders.map((o) => o._id)).toEqual([order._id]);
    expect(keysOf(orders[0])).toEqual(CONTRACT_ORDER_KEYS);

    const tracking = (await get(`/api/client/order/${String(order._id)}`)).order;
    expect(tracking).toEqual({
      _id: order._id,
      status: "Pending",
      placedAt: order.placedAt,
      items: [{ name: "Red Roses Bouquet", quantity: 2 }],
      shippingAddress: { city: "Bengaluru" },
      totalAmount: 298,
    });

    // Cancelling is an extension (docs/after-the-order.md): a §7 backend has no such route.
    const cancelPath = `/api/client/order/${String(order._id)}/cancel`;
    const cancel = await t.send("POST", cancelPath, { token: shopper.token });
    expect(cancel.status).toBe(404);
    expect(cancel.body).toEqual({ success: false, message: `Not found: POST ${cancelPath}` });
    expect((await get(`/api/client/order/${String(order._id)}`)).order).toMatchObject({
      status: "Pending",
    });
  });
});

describe(`contract mode: a large catalogue (${testEngine})`, () => {
  test("the filter answers every match in one list (no paging)", async () => {
    await addExtraProducts(t.database.db, 60);
    const body = await get("/api/product/filter?limit=10&page=2");
    expect((body.data as Json[]).length).toBe(65);
  });
});
