/** @jest-environment node */
import {
  addToCart,
  addToWishlist,
  clearCart,
  fetchCart,
  fetchWishlist,
  removeFromCart,
  removeFromWishlist,
  setCartQuantity,
} from "@/lib/backend/cart";
import { BackendError } from "@/lib/backend/fetch";

const TOKEN = "tok";

/** A product as the reference backend sends it (backend product-json.ts). */
const wireProduct = (id: string, title = "Chocolate Truffle Cake") => ({
  _id: id,
  title,
  name: title,
  price: 599,
  oldprice: 799,
  discount: 25,
  brand: "Uphaar",
  sellerId: "s1",
  image: "/uploads/products/p1.webp",
  images: [{ url: "http://127.0.0.1:4000/uploads/products/p1.webp", altText: "p1 photo" }],
  categoryname: { _id: "c1", name: "Cakes" },
  subcategory: null,
  approved: true,
});

const cartProduct = (id: string, title = "Chocolate Truffle Cake") => ({
  id,
  title,
  name: title,
  price: 599,
  oldPrice: 799,
  discount: 25,
  image: { url: "/uploads/products/p1.webp", alt: "p1 photo" },
  categoryId: "c1",
  categoryName: "Cakes",
  subcategoryId: null,
  subcategoryName: "",
  brand: "Uphaar",
  sellerId: "s1",
});

/** A contract backend's line: plain, keyed by its product id (docs/gifting.md). */
const plainLine = (product: ReturnType<typeof cartProduct>, quantity: number) => ({
  key: product.id,
  product,
  quantity,
  delivery: null,
  variant: null,
  personalisation: null,
});

/** Answers each fetch with the next of `bodies` (status 200 unless given as [status, body]). */
function answerWith(...bodies: unknown[]) {
  const spy = jest.spyOn(globalThis, "fetch");
  for (const body of bodies) {
    const [status, json] = Array.isArray(body) && typeof body[0] === "number" ? body : [200, body];
    spy.mockResolvedValueOnce(new Response(JSON.stringify(json), { status: Number(status) }));
  }
  return spy;
}

/** The method, path, headers and body of each fetch made. */
function callsOf(spy: jest.SpyInstance) {
  return spy.mock.calls.map(([url, init]: [string, RequestInit]) => ({
    method: init.method ?? "GET",
    path: new URL(url).pathname,
    authorization: new Headers(init.headers).get("authorization"),
    body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
  }));
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("fetchCart", () => {
  test("reads { success, cart } and reshapes each line's product", async () => {
    const spy = answerWith({ success: true, cart: [{ product: wireProduct("p1"), quantity: 3 }] });
    await expect(fetchCart(TOKEN)).resolves.toEqual([plainLine(cartProduct("p1"), 3)]);
    expect(callsOf(spy)).toEqual([
      { method: "GET", path: "/api/auth/cart", authorization: "Bearer tok", body: undefined },
    ]);
  });

  test("reads the bare array answer", async () => {
    answerWith([{ product: wireProduct("p1"), quantity: 1 }]);
    await expect(fetchCart(TOKEN)).resolves.toEqual([plainLine(cartProduct("p1"), 1)]);
  });

  test("skips a line whose product is a bare id, keeps the others", async () => {
    answerWith({
      cart: [
        { product: "p-unpopulated", quantity: 1 },
        { product: wireProduct("p2"), quantity: 2 },
      ],
    });
    await expect(fetchCart(TOKEN)).resolves.toEqual([plainLine(cartProduct("p2"), 2)]);
  });

  test("an answer without a cart is an empty cart", async () => {
    answerWith({ success: true });
    await expect(fetchCart(TOKEN)).resolves.toEqual([]);
  });

  test("a quantity of 0 breaks the contract (BackendError 502)", async () => {
    answerWith({ cart: [{ product: wireProduct("p1"), quantity: 0 }] });
    await expect(fetchCart(TOKEN)).rejects.toMatchObject({ name: "BackendError", status: 502 });
  });

  test("success: false is a refusal carrying the backend's message", async () => {
    answerWith({ success: false, message: "Cart unavailable" });
    const error = await fetchCart(TOKEN).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 400, message: "Cart unavailable" });
  });

  test("a 401 is a BackendError 401 with the backend's message", async () => {
    answerWith([401, { success: false, message: "Not authorized. Please log in again." }]);
    await expect(fetchCart(TOKEN)).rejects.toMatchObject({
      status: 401,
      message: "Not authorized. Please log in again.",
    });
  });
});

describe("cart changes", () => {
  const cartAnswer = {
    success: true,
    message: "ok",
    cart: [{ product: wireProduct("p1"), quantity: 2 }],
  };
  const lines = [plainLine(cartProduct("p1"), 2)];

  test("addToCart posts { productId, quantity } to /api/auth/Cart and reads the answer's cart", async () => {
    const spy = answerWith(cartAnswer);
    await expect(addToCart(TOKEN, "p1", 2)).resolves.toEqual(lines);
    expect(callsOf(spy)).toEqual([
      {
        method: "POST",
        path: "/api/auth/Cart",
        authorization: "Bearer tok",
        body: { productId: "p1", quantity: 2 },
      },
    ]);
  });

  test("addToCart sends quantity 1 by default", async () => {
    const spy = answerWith(cartAnswer);
    await addToCart(TOKEN, "p1");
    expect(callsOf(spy)[0]?.body).toEqual({ productId: "p1", quantity: 1 });
  });

  test("an answer without the cart (§7 leaves it open) reads the cart again", async () => {
    const spy = answerWith({ success: true, message: "Quantity updated" }, cartAnswer);
    await expect(setCartQuantity(TOKEN, "p1", 2)).resolves.toEqual(lines);
    expect(callsOf(spy).map((c) => `${c.method} ${c.path}`)).toEqual([
      "PUT /api/auth/update-quantity",
      "GET /api/auth/cart",
    ]);
    expect(callsOf(spy)[0]?.body).toEqual({ productId: "p1", quantity: 2 });
  });

  test("an answer whose lines carry bare product ids reads the cart once more for them", async () => {
    const spy = answerWith(
      { success: true, message: "Added to cart", cart: [{ product: "p1", quantity: 2 }] },
      cartAnswer,
    );
    await expect(addToCart(TOKEN, "p1", 2)).resolves.toEqual(lines);
    expect(callsOf(spy).map((c) => `${c.method} ${c.path} ${c.authorization}`)).toEqual([
      "POST /api/auth/Cart Bearer tok",
      "GET /api/auth/cart Bearer tok",
    ]);
  });

  test.each([
    ["update-quantity", () => setCartQuantity(TOKEN, "p1", 2)],
    ["delete", () => removeFromCart(TOKEN, "p2")],
  ])("so does the lean answer of %s, keeping every line", async (_, change) => {
    const spy = answerWith(
      { success: true, cart: [{ product: "p1", quantity: 2 }] },
      { success: true, cart: [{ product: wireProduct("p1"), quantity: 2 }] },
    );
    await expect(change()).resolves.toEqual(lines);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  test("an add answered with products of only an id and a price (the original's) is read again", async () => {
    const spy = answerWith(
      { cart: [{ product: { _id: "p1", price: 599 }, quantity: 2 }] },
      { cart: [{ product: wireProduct("p1"), quantity: 2 }] },
    );
    await expect(addToCart(TOKEN, "p1", 2)).resolves.toEqual(lines);
    expect(callsOf(spy).map(({ method, path }) => `${method} ${path}`)).toEqual([
      "POST /api/auth/Cart",
      "GET /api/auth/cart",
    ]);
  });

  test("a re-read that is still unpopulated is not read a third time", async () => {
    const spy = answerWith(
      { success: true, cart: [{ product: "p1", quantity: 2 }] },
      { success: true, cart: [{ product: "p1", quantity: 2 }] },
    );
    await expect(addToCart(TOKEN, "p1", 2)).resolves.toEqual([]);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  test("an emptied cart in the answer is taken as it is", async () => {
    const spy = answerWith({ success: true, cart: [] });
    await expect(removeFromCart(TOKEN, "p1")).resolves.toEqual([]);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  test("removeFromCart deletes /api/auth/delete/{id}, the id escaped", async () => {
    const spy = answerWith({ success: true, cart: [] });
    await expect(removeFromCart(TOKEN, "p 1")).resolves.toEqual([]);
    expect(callsOf(spy)[0]).toMatchObject({ method: "DELETE", path: "/api/auth/delete/p%201" });
  });

  test("clearCart deletes /api/auth/clear-cart; a refusal throws", async () => {
    const spy = answerWith({ success: true, cart: [] }, { success: false, message: "No" });
    await expect(clearCart(TOKEN)).resolves.toBeUndefined();
    expect(callsOf(spy)[0]).toMatchObject({ method: "DELETE", path: "/api/auth/clear-cart" });
    await expect(clearCart(TOKEN)).rejects.toMatchObject({ status: 400, message: "No" });
  });

  test("without clear-cart (a 404 page), clearCart removes each line in turn", async () => {
    // The shop's original backend has no clear-cart: Express answers its HTML 404 page.
    const spy = jest.spyOn(globalThis, "fetch");
    spy.mockResolvedValueOnce(
      new Response("<pre>Cannot DELETE /api/auth/clear-cart</pre>", {
        status: 404,
        headers: { "content-type": "text/html; charset=utf-8" },
      }),
    );
    const line = (id: string) => ({ product: wireProduct(id), quantity: 1 });
    for (const body of [
      { cart: [line("p1"), line("p2")] },
      { message: "Item removed from cart", cart: [line("p2")] },
      { message: "Item removed from cart", cart: [] },
    ]) {
      spy.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
    }
    await expect(clearCart(TOKEN)).resolves.toBeUndefined();
    expect(callsOf(spy).map(({ method, path }) => `${method} ${path}`)).toEqual([
      "DELETE /api/auth/clear-cart",
      "GET /api/auth/cart",
      "DELETE /api/auth/delete/p1",
      "DELETE /api/auth/delete/p2",
    ]);
  });

  test("a backend 409 keeps its status and message", async () => {
    answerWith([409, { success: false, message: "You can order at most 10 of one product." }]);
    await expect(addToCart(TOKEN, "p1", 5)).rejects.toMatchObject({
      status: 409,
      message: "You can order at most 10 of one product.",
    });
  });
});

describe("wishlist", () => {
  test("reads products, or items carrying a product, from { wishlist } or an array", async () => {
    answerWith({
      success: true,
      wishlist: [wireProduct("p1"), { product: wireProduct("p2", "Roses") }],
    });
    await expect(fetchWishlist(TOKEN)).resolves.toEqual([
      cartProduct("p1"),
      cartProduct("p2", "Roses"),
    ]);
    answerWith([wireProduct("p3")]);
    await expect(fetchWishlist(TOKEN)).resolves.toEqual([cartProduct("p3")]);
  });

  test("skips an item that breaks the contract", async () => {
    answerWith({ wishlist: ["p-bare-id", wireProduct("p1")] });
    await expect(fetchWishlist(TOKEN)).resolves.toEqual([cartProduct("p1")]);
  });

  test("addToWishlist posts { productId }, then reads the wishlist again", async () => {
    const spy = answerWith({ success: true }, { wishlist: [wireProduct("p1")] });
    await expect(addToWishlist(TOKEN, "p1")).resolves.toEqual([cartProduct("p1")]);
    expect(callsOf(spy)).toEqual([
      {
        method: "POST",
        path: "/api/auth/wishlist",
        authorization: "Bearer tok",
        body: { productId: "p1" },
      },
      { method: "GET", path: "/api/auth/wishlist", authorization: "Bearer tok", body: undefined },
    ]);
  });

  test("a lean { success, message } answer: the wishlist is read again, once", async () => {
    const spy = answerWith(
      { success: true, message: "Added to wishlist" },
      { success: true, wishlist: [{ product: wireProduct("p1") }] },
    );
    await expect(addToWishlist(TOKEN, "p1")).resolves.toEqual([cartProduct("p1")]);
    expect(callsOf(spy).map((c) => `${c.method} ${c.path}`)).toEqual([
      "POST /api/auth/wishlist",
      "GET /api/auth/wishlist",
    ]);
  });

  test("removeFromWishlist deletes /api/auth/delete-wishlist/{id}, then reads again", async () => {
    const spy = answerWith({ success: true }, { wishlist: [] });
    await expect(removeFromWishlist(TOKEN, "p1")).resolves.toEqual([]);
    expect(callsOf(spy).map((c) => `${c.method} ${c.path}`)).toEqual([
      "DELETE /api/auth/delete-wishlist/p1",
      "GET /api/auth/wishlist",
    ]);
  });

  test("success: false on add is a refusal, and nothing is read again", async () => {
    const spy = answerWith({ success: false, message: "Product not found" });
    await expect(addToWishlist(TOKEN, "p1")).rejects.toMatchObject({
      status: 400,
      message: "Product not found",
    });
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
