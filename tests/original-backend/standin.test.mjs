// The original backend's stand-in, as a storefront meets it: sign-up and sign-in, the two
// guards, addresses, cart, wishlist and orders (§2, §3 of docs/original-backend.md).
// Real HTTP on a free local port; each test signs up its own shoppers.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { startOriginalBackend } from "./server.mjs";
import { ADDRESS, client, newEmail, signUp } from "./test-client.mjs";

/** @type {import("./server.d.mts").OriginalBackend} */
let backend;
/** @type {ReturnType<typeof client>} */
let call;

before(async () => {
  backend = await startOriginalBackend();
  call = client(backend.url);
});
after(() => backend.close());

const product = (n) => backend.state.products[n] ?? assert.fail(`no product ${n}`);

test("register answers only {success, token}, sets the cookie and mails a welcome", async () => {
  const email = newEmail("asha");
  const answer = await call("POST", "/api/auth/register", {
    json: { name: "Asha", email, password: "Secret#123" },
  });
  assert.equal(answer.status, 200);
  assert.deepEqual(Object.keys(answer.body), ["success", "token"]);
  assert.equal(answer.body.success, true);
  const cookie = answer.headers.get("set-cookie") ?? "";
  assert.match(
    cookie,
    /^token=([^;]+); Max-Age=604800; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
  );
  assert.equal(cookie.slice(6, cookie.indexOf(";")), answer.body.token);
  assert.deepEqual(backend.state.mails.at(-1), {
    to: email,
    subject: "Welcome to ishisoft",
    text: `welcome to ishisoft website. your account has been created with email id: ${email}`,
  });

  const again = await call("POST", "/api/auth/register", {
    json: { name: "A", email, password: "x" },
  });
  assert.deepEqual(again.body, { success: false, message: "User already exists " });
  const numeric = await call("POST", "/api/auth/register", {
    json: { name: "A", email: newEmail(), password: 123456 },
  });
  assert.deepEqual(numeric.body, { success: false, message: "Illegal arguments: number, number" });
});

test("login mails a code; the code signs in as text only, and again until it expires", async () => {
  const { email, password, id } = await signUp(call);
  const login = await call("POST", "/api/auth/login", { json: { email, password } });
  assert.deepEqual(login.body, {
    success: true,
    message: "OTP sent to your email. Please verify to login.",
  });
  const code = backend.state.codes.get(email) ?? "";
  assert.match(code, /^\d{6}$/);
  assert.equal(backend.state.mails.at(-1)?.text, `Your OTP is: ${code}`);

  const asNumber = await call("POST", "/api/auth/verify-login-otp", {
    json: { email, otp: Number(code) },
  });
  assert.equal(asNumber.status, 400);
  assert.deepEqual(asNumber.body, { success: false, message: "Invalid OTP" });
  for (let round = 0; round < 2; round++) {
    const verified = await call("POST", "/api/auth/verify-login-otp", {
      json: { email, otp: code },
    });
    assert.equal(verified.status, 200);
    assert.deepEqual(verified.body.user, { id, name: "Asha Rao", email });
    assert.match(verified.headers.get("set-cookie") ?? "", /^token=/);
  }
  const otherCase = await call("POST", "/api/auth/login", {
    json: { email: email.toUpperCase(), password },
  });
  assert.deepEqual(otherCase.body, { success: false, message: "invalid Email" });
});

test("the cookie guard reads only the token cookie and refuses with HTTP 200", async () => {
  const { token } = await signUp(call);
  const refusal = { success: false, message: "Not Authorized. Login Again" };
  const none = await call("GET", "/api/auth/is-auth");
  assert.equal(none.status, 200);
  assert.deepEqual(none.body, refusal);
  const byHeader = await call("GET", "/api/user/data", { bearer: token, headers: { token } });
  assert.deepEqual(byHeader.body, refusal);
  const malformed = await call("GET", "/api/user/profile", { cookie: "not-a-jwt" });
  assert.deepEqual(malformed.body, { success: false, message: "jwt malformed" });

  assert.deepEqual((await call("GET", "/api/auth/is-auth", { cookie: token })).body, {
    success: true,
  });
  const data = await call("GET", "/api/user/data", { cookie: token });
  assert.deepEqual(data.body, {
    success: true,
    userData: { name: "Asha Rao", isAccountVerify: false },
  });
});

test("the bearer guard of cart and wishlist answers 401 with a bare message", async () => {
  const { token } = await signUp(call);
  const none = await call("GET", "/api/auth/cart", { cookie: token });
  assert.equal(none.status, 401);
  assert.deepEqual(none.body, { message: "No token provided" });
  const lowerCase = await call("GET", "/api/auth/wishlist", {
    headers: { authorization: `bearer ${token}` },
  });
  assert.deepEqual([lowerCase.status, lowerCase.body], [401, { message: "No token provided" }]);
  const invalid = await call("GET", "/api/auth/cart", { bearer: `${token}x` });
  assert.deepEqual([invalid.status, invalid.body], [401, { message: "Invalid token" }]);
  const valid = await call("GET", "/api/auth/cart", { bearer: token });
  assert.deepEqual([valid.status, valid.body], [200, { cart: [] }]);
});

test("addaddress wants the address wrapped: 201 with the list; flat is a 500", async () => {
  const { token } = await signUp(call);
  const wrapped = await call("POST", "/api/user/addaddress", {
    cookie: token,
    json: { address: { ...ADDRESS, pin: 560001, alternatephone: "999" } },
  });
  assert.equal(wrapped.status, 201);
  assert.deepEqual(Object.keys(wrapped.body), ["success", "addresses"]);
  const [saved] = wrapped.body.addresses;
  assert.deepEqual(saved, { ...ADDRESS, isDefaultBilling: false, _id: saved._id });
  assert.match(saved._id, /^[0-9a-f]{24}$/);

  const flat = await call("POST", "/api/user/addaddress", { cookie: token, json: ADDRESS });
  assert.deepEqual([flat.status, flat.body], [500, { success: false, message: "Server error" }]);

  const update = await call("PUT", `/api/user/updateaddress/${saved._id.toUpperCase()}`, {
    cookie: token,
    json: { address: { city: "Mysuru" } },
  });
  assert.deepEqual(update.body, { success: true, address: { ...saved, city: "Mysuru" } });

  const empty = await call("POST", "/api/user/addaddress", { cookie: token, json: {} });
  assert.equal(empty.body.addresses.at(-1), null);
  const remove = await call("DELETE", `/api/user/deleteaddress/${saved._id}`, { cookie: token });
  assert.deepEqual(
    [remove.status, remove.body],
    [500, { success: false, message: "Server error" }],
  );
});

test("cart answers: add ids and prices, GET cards, update whole products, delete the GET view", async () => {
  const { token } = await signUp(call);
  const first = product(0);
  const added = await call("POST", "/api/auth/Cart", {
    bearer: token,
    json: { productId: first._id, quantity: 1 },
  });
  assert.deepEqual(added.body, {
    cart: [{ product: { _id: first._id, price: first.price }, quantity: 1 }],
  });
  // JavaScript's +: 1 + "2" is "12".
  const concatenated = await call("POST", "/api/auth/cart", {
    bearer: token,
    json: { productId: first._id, quantity: "2" },
  });
  assert.equal(concatenated.body.cart[0].quantity, 12);
  const upper = await call("POST", "/api/auth/cart", {
    bearer: token,
    json: { productId: first._id.toUpperCase(), quantity: 1 },
  });
  assert.equal(upper.body.cart.length, 2);

  const view = await call("GET", "/api/auth/cart", { bearer: token });
  const { _id, title, price, oldprice, discount, brand } = first;
  const card = { _id, title, price, oldprice, discount, brand, image: first.images[0]?.url };
  assert.deepEqual(view.body.cart[0], { product: card, quantity: 12 });

  const updated = await call("PUT", "/api/auth/update-quantity", {
    bearer: token,
    json: { productId: first._id, quantity: 3 },
  });
  assert.deepEqual(updated.body.cart[0], { product: first, quantity: 3 });
  const zero = await call("PUT", "/api/auth/update-quantity", {
    bearer: token,
    json: { productId: first._id, quantity: 0 },
  });
  assert.deepEqual([zero.status, zero.body], [400, { message: "Quantity must be at least 1" }]);

  const removed = await call("DELETE", `/api/auth/delete/${first._id}`, { bearer: token });
  assert.equal(removed.body.message, "Item removed from cart");
  assert.deepEqual(removed.body.cart, [{ product: card, quantity: 1 }]);
  const bad = await call("POST", "/api/auth/Cart", { bearer: token, json: { productId: "abc" } });
  assert.deepEqual([bad.status, bad.body], [500, { message: "Internal server error" }]);
});

test("wishlist items are flat, except in the answer to a removal", async () => {
  const { token } = await signUp(call);
  const item = product(1);
  const { _id, title, price, oldprice, discount, brand } = item;
  const card = { _id, title, price, oldprice, discount, brand, image: item.images[0]?.url };
  await call("POST", "/api/auth/wishlist", { bearer: token, json: { productId: item._id } });
  const twice = await call("POST", "/api/auth/wishlist", {
    bearer: token,
    json: { productId: item._id },
  });
  assert.deepEqual(twice.body, { wishlist: [card] });
  await call("POST", "/api/auth/wishlist", { bearer: token, json: { productId: product(2)._id } });
  const removed = await call("DELETE", `/api/auth/delete-wishlist/${product(2)._id}`, {
    bearer: token,
  });
  assert.deepEqual(removed.body, {
    message: "Item removed from wishlist",
    wishlist: [{ product: card }],
  });
  const gone = await call("DELETE", `/api/auth/delete-wishlist/${product(2)._id}`, {
    bearer: token,
  });
  assert.deepEqual([gone.status, gone.body], [404, { message: "Item not found in wishlist" }]);
});

test("orders: stored as sent, newest first, readable by any signed-in shopper", async () => {
  const owner = await signUp(call);
  const stranger = await signUp(call);
  const line = { productId: product(3)._id, name: "Cake", quantity: 1, price: 1, sellerId: "x" };
  const order = (totalAmount) => ({
    items: [line],
    totalAmount,
    shippingAddress: { name: "Asha", pin: "560001", city: "Bengaluru", address: "12 MG Road" },
    paymentId: "pay_123",
    signature: "ignored",
  });
  const placed = await call("POST", "/api/client/place-order", {
    cookie: owner.token,
    json: order(1),
  });
  assert.equal(placed.status, 201);
  assert.equal(placed.body.message, "Order placed successfully");
  const saved = placed.body.order;
  assert.deepEqual(Object.keys(saved), [
    "status",
    "user",
    "items",
    "totalAmount",
    "shippingAddress",
    "paymentId",
    "_id",
    "placedAt",
    "__v",
  ]);
  assert.equal(saved.shippingAddress.pin, 560001);
  assert.deepEqual(Object.keys(saved.items[0]), ["productId", "name", "quantity", "price", "_id"]);
  assert.equal(saved.user, owner.id);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await call("POST", "/api/client/place-order", { cookie: owner.token, json: order(2) });

  const mine = await call("GET", "/api/client/get-orders", { cookie: owner.token });
  assert.deepEqual(
    mine.body.orders.map((o) => o.totalAmount),
    [2, 1],
  );
  assert.deepEqual(mine.body.orders[1].items[0].productId, product(3));
  assert.equal(mine.body.orders[0].createdAt, undefined);

  const read = await call("GET", `/api/client/order/${saved._id}`, { cookie: stranger.token });
  assert.equal(read.body.order.shippingAddress.address, "12 MG Road");
  const anonymous = await call("GET", `/api/client/order/${saved._id}`);
  assert.deepEqual(anonymous.body, { success: false, message: "Not Authorized. Login Again" });
  const malformed = await call("GET", "/api/client/order/abc", { cookie: owner.token });
  assert.equal(malformed.status, 500);
  assert.deepEqual(malformed.body, {
    success: false,
    message: "Failed to fetch order",
    error: 'Cast to ObjectId failed for value "abc" (type string) at path "_id" for model "Order"',
  });
  const missing = await call("POST", "/api/client/place-order", {
    cookie: owner.token,
    json: { items: [line] },
  });
  assert.deepEqual([missing.status, missing.body.message], [400, "Missing order details."]);
  const noPrice = await call("POST", "/api/client/place-order", {
    cookie: owner.token,
    json: { ...order(5), items: [{ productId: line.productId, quantity: 1 }] },
  });
  assert.equal(
    noPrice.body.error,
    "order validation failed: items.0.price: Path `price` is required.",
  );
});

test("a failing mail fails register after the account was made", async () => {
  const failing = await startOriginalBackend({
    mail: () => Promise.reject(new Error("Invalid login: 535 Authentication failed")),
  });
  try {
    const email = newEmail();
    const answer = await client(failing.url)("POST", "/api/auth/register", {
      json: { name: "Asha", email, password: "Secret#123" },
    });
    assert.deepEqual(answer.body, {
      success: false,
      message: "Invalid login: 535 Authentication failed",
    });
    assert.match(answer.headers.get("set-cookie") ?? "", /^token=/);
    assert.equal(failing.state.users.at(-1)?.email, email);
  } finally {
    await failing.close();
  }
});
