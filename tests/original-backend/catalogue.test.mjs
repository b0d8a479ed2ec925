// The original backend's stand-in, continued: the catalogue, Express's own answers (404 pages,
// path matching, body errors), CORS, payment, feedback and the pictures on both hosts.
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { after, before, test } from "node:test";
import { startRazorpayStandin } from "../../backend/src/test/razorpay-standin.mjs";
import { startOriginalBackend } from "./server.mjs";
import { client, signUp } from "./test-client.mjs";

/** @type {import("./server.d.mts").OriginalBackend} */
let backend;
/** @type {ReturnType<typeof client>} */
let call;

before(async () => {
  backend = await startOriginalBackend();
  call = client(backend.url);
});
after(() => backend.close());

const OBJECT_ID = /^[0-9a-f]{24}$/;

test("productsbycategory names each category by its name string, empty ones included", async () => {
  const answer = await call("GET", "/api/client/productsbycategory");
  assert.equal(answer.body.success, true);
  const { categories } = answer.body;
  assert.deepEqual(
    categories.map((entry) => entry.category),
    backend.state.categories.map((category) => category.categoryname),
  );
  assert.ok(categories.every((entry) => typeof entry.category === "string"));
  assert.deepEqual(categories.at(-1), { category: "Festive Diyas", products: [] });
  const total = categories.reduce((sum, entry) => sum + entry.products.length, 0);
  assert.equal(total, backend.state.products.length);
});

test("products carry bare ids, Cloudinary-style picture URLs and no name", async () => {
  const { body } = await call("GET", "/api/product/getproducts");
  assert.equal(body.success, true);
  const categoryIds = new Set(backend.state.categories.map((category) => category._id));
  for (const product of body.data) {
    assert.match(product._id, OBJECT_ID);
    assert.ok(categoryIds.has(product.categoryname), product.title);
    assert.match(product.subcategory, OBJECT_ID);
    assert.equal(product.name, undefined);
    for (const image of product.images) {
      assert.match(
        image.url,
        /^http:\/\/127\.0\.0\.1:\d+\/giftngifts\/image\/upload\/v\d+\/[a-z0-9]{20}\.(jpg|png|webp)$/,
      );
      assert.equal(image.altText, product.title);
    }
  }
  assert.ok(body.data.filter((product) => product.images.length === 0).length >= 2);
  const one = await call("GET", `/api/products/%20${body.data[0]._id}%20`);
  assert.deepEqual(one.body, body.data[0]);
  const subs = await call("GET", "/api/getsubcategories");
  assert.deepEqual(Object.keys(subs.body[0].category), ["_id", "categoryname", "image"]);
  assert.equal((await call("GET", `/api/getcategory/${"0".repeat(24)}`)).text, "null");
});

test("the filter takes one category id, repeated for any of, and sorts only asc or desc", async () => {
  const [cakes, flowers] = backend.state.categories;
  const inCategory = (id) => backend.state.products.filter((p) => p.categoryname === id).length;
  const single = await call("GET", `/api/product/filter?categoryname=${cakes?._id}&sort=asc`);
  assert.equal(single.body.data.length, inCategory(cakes?._id));
  const prices = single.body.data.map((product) => product.price);
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
  );
  const repeated = await call(
    "GET",
    `/api/product/filter?categoryname=${cakes?._id}&categoryname=${flowers?._id}`,
  );
  assert.equal(repeated.body.data.length, inCategory(cakes?._id) + inCategory(flowers?._id));
  const commas = await call(
    "GET",
    `/api/product/filter?categoryname=${cakes?._id},${flowers?._id}`,
  );
  assert.equal(commas.status, 500);
  assert.equal(
    commas.body.error,
    `Cast to ObjectId failed for value "${cakes?._id},${flowers?._id}" (type string) at path "categoryname" for model "Product"`,
  );
  const cheap = await call("GET", "/api/product/filter?maxPrice=400&minPrice=0");
  assert.ok(cheap.body.data.length > 0 && cheap.body.data.every((p) => p.price <= 400));
});

test("a malformed id is a 500 with the cast text; getproduct fails even for a real product", async () => {
  const malformed = await call("GET", "/api/products/abc");
  assert.equal(malformed.status, 500);
  assert.deepEqual(malformed.body, {
    message: "Server error",
    error:
      'Cast to ObjectId failed for value "abc" (type string) at path "_id" for model "Product"',
  });
  const missing = await call("GET", `/api/products/${"a".repeat(24)}`);
  assert.deepEqual([missing.status, missing.body], [404, { message: "Product not found" }]);
  const broken = await call("GET", `/api/product/getproduct/${backend.state.products[0]?._id}`);
  assert.equal(broken.status, 500);
  assert.match(broken.body.error, /^Schema hasn't been registered for model "subcategory"/);
});

test("routes the original lacks get Express's HTML 404", async () => {
  for (const [method, path] of [
    ["GET", "/api/client/search"],
    ["DELETE", "/api/auth/clear-cart"],
    ["DELETE", "/api/auth/wishlist"],
    ["POST", "/api/newsletter"],
  ]) {
    const answer = await call(method, path);
    assert.equal(answer.status, 404, path);
    assert.match(answer.headers.get("content-type") ?? "", /^text\/html/);
    assert.match(answer.text, new RegExp(`<pre>Cannot ${method} ${path}</pre>`));
  }
});

test("paths are case-insensitive and a trailing slash is ignored", async () => {
  const { token } = await signUp(call);
  const cart = await call("GET", "/API/Auth/CART/", { bearer: token });
  assert.deepEqual([cart.status, cart.body], [200, { cart: [] }]);
  const verify = await call("POST", "/api/auth/verify-account", {
    cookie: token,
    json: { otp: "1" },
  });
  assert.deepEqual(verify.body, { success: false, message: "Invalid OTP" });
});

test("malformed and oversized JSON get body-parser's HTML pages; forms are read", async () => {
  const malformed = await call("POST", "/api/auth/login", {
    body: "{oops",
    headers: { "content-type": "application/json" },
  });
  assert.equal(malformed.status, 400);
  assert.match(malformed.text, /<pre>SyntaxError: /);
  const big = JSON.stringify({ name: "x".repeat(101 * 1024) });
  const oversized = await call("POST", "/api/feedback", {
    body: big,
    headers: { "content-type": "application/json" },
  });
  assert.equal(oversized.status, 413);
  assert.match(oversized.text, /PayloadTooLargeError: request entity too large/);
  const form = await call("POST", "/api/auth/login", {
    form: { email: "nobody@example.com", password: "x" },
  });
  assert.deepEqual(form.body, { success: false, message: "invalid Email" });
});

test("CORS lets in calls without Origin and the local ports, and fails any other with a 500", async () => {
  const allowed = await call("GET", "/api/getkey", {
    headers: { origin: "http://localhost:5173" },
  });
  assert.equal(allowed.headers.get("access-control-allow-origin"), "http://localhost:5173");
  assert.equal(allowed.headers.get("access-control-allow-credentials"), "true");
  const refused = await call("GET", "/api/getkey", {
    headers: { origin: "http://localhost:3000" },
  });
  assert.equal(refused.status, 500);
  assert.match(refused.text, /<pre>Error: Not allowed by CORS/);
  const preflight = await call("OPTIONS", "/api/auth/cart", {
    headers: { origin: "https://shop.example" },
  });
  assert.equal(preflight.status, 500);
  const good = await call("OPTIONS", "/api/auth/cart", {
    headers: { origin: "http://localhost:5176" },
  });
  assert.equal(good.status, 204);
});

test("checkout makes a Razorpay order in paise; a fraction of a paisa is a bare 500", async () => {
  assert.deepEqual((await call("GET", "/api/getkey")).body, { key: "rzp_test_original" });
  const { body } = await call("POST", "/api/checkout", { json: { amount: 499 } });
  assert.equal(body.success, true);
  assert.match(body.order.id, /^order_[0-9A-Za-z]{14}$/);
  assert.deepEqual(
    { ...body.order, id: "", created_at: 0 },
    {
      id: "",
      entity: "order",
      amount: 49900,
      amount_paid: 0,
      amount_due: 49900,
      currency: "INR",
      receipt: null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: [],
      created_at: 0,
    },
  );
  const fraction = await call("POST", "/api/checkout", { json: { amount: 19.99 } });
  assert.deepEqual([fraction.status, fraction.body], [500, { success: false }]);
});

test("paymentVerification redirects on a good signature and refuses a bad one", async () => {
  const orderId = "order_ABCDEFGHIJKLMN";
  const paymentId = "pay_ABCDEFGHIJKLMN";
  const signature = createHmac("sha256", backend.keySecret)
    .update(`${orderId}|${paymentId}`)
    .digest("hex");
  const trio = { razorpay_order_id: orderId, razorpay_payment_id: paymentId };
  const good = await call("POST", "/api/paymentVerification", {
    json: { ...trio, razorpay_signature: signature },
  });
  assert.equal(good.status, 302);
  assert.equal(
    good.headers.get("location"),
    `http://localhost:5173/payment-success?reference=${paymentId}`,
  );
  assert.equal(backend.state.payments.at(-1)?.razorpay_payment_id, paymentId);
  const bad = await call("POST", "/api/paymentVerification", {
    json: { ...trio, razorpay_signature: "0" },
  });
  assert.deepEqual([bad.status, bad.body], [400, { success: false, message: "Invalid signature" }]);
});

test("with razorpayUrl, checkout orders are made at the Razorpay stand-in", async () => {
  const keys = { keyId: "rzp_test_original", keySecret: "shared-test-secret" };
  const razorpay = await startRazorpayStandin({ port: 0, ...keys });
  const linked = await startOriginalBackend({ ...keys, razorpayUrl: razorpay.url });
  try {
    const answer = await client(linked.url)("POST", "/api/checkout", { json: { amount: "250" } });
    assert.equal(answer.body.order.amount, 25000);
    assert.ok(razorpay.orders.has(answer.body.order.id));
    const refused = await client(linked.url)("POST", "/api/checkout", { json: { amount: 0.5 } });
    assert.deepEqual([refused.status, refused.body], [500, { success: false }]);
  } finally {
    await linked.close();
    await razorpay.close();
  }
});

test("feedback answers 201 with a bare message", async () => {
  const answer = await call("POST", "/api/feedback", {
    json: { name: "Asha", message: "Lovely cake" },
  });
  assert.deepEqual(
    [answer.status, answer.body],
    [201, { message: "Feedback submitted successfully" }],
  );
});

test("pictures are real images: products on the picture host, categories under /uploads", async () => {
  const magic = { "image/jpeg": "ffd8ff", "image/png": "89504e47", "image/webp": "52494646" };
  const urls = backend.state.products.flatMap((product) =>
    product.images.map((image) => image.url),
  );
  for (const url of [
    urls[0],
    urls.find((u) => u.endsWith(".png")),
    urls.find((u) => u.endsWith(".webp")),
  ]) {
    const response = await fetch(url ?? assert.fail("no picture"));
    const type = response.headers.get("content-type") ?? "";
    const bytes = Buffer.from(await response.arrayBuffer());
    assert.equal(response.status, 200, url);
    assert.ok(bytes.toString("hex").startsWith(magic[type] ?? "none"), `${url} is ${type}`);
  }
  const category = await call("GET", `/${backend.state.categories[0]?.image}`);
  assert.equal(category.status, 200);
  assert.equal(category.headers.get("content-type"), "image/jpeg");
  assert.equal(category.headers.get("cache-control"), "public, max-age=0");
  assert.equal(
    (await fetch(`${backend.cdnUrl}/giftngifts/image/upload/v1/missing.jpg`)).status,
    404,
  );
  assert.equal((await call("GET", "/uploads/missing.jpeg")).status, 404);
});
