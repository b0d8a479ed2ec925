/** @jest-environment node */
import {
  addToCart,
  editCartLine,
  fetchCart,
  fetchWishlist,
  removeFromCart,
  setCartQuantity,
} from "@/lib/backend/cart";

const TOKEN = "tok";
const CAKE = "a00000000000000000000001";
const LINE = `${CAKE}.k3x9q2`;
const ONE_KG = {
  id: "1kg",
  label: "1 kg · Eggless",
  options: { Weight: "1 kg", Egg: "Eggless" },
  price: 1099,
  oldPrice: 1299,
  discount: 15,
};
const SPEC = { cakeMessage: true, cardMessage: false, photos: null };
const PERSONALISATION = {
  cakeMessage: "Happy birthday",
  cardMessage: "",
  photos: [{ id: "b00000000000000000000001", width: 1600, height: 1200, lowResolution: false }],
};

/** The cake as the backend sends it; the reference backend adds its gift fields (full mode). */
const wireCake = (gift = {}) => ({
  _id: CAKE,
  title: "Chocolate Truffle Cake",
  name: "Chocolate Truffle Cake",
  price: 599,
  oldprice: 799,
  discount: 25,
  brand: "Uphaar",
  sellerId: "s1",
  image: "",
  categoryname: { _id: "c1", name: "Cakes" },
  subcategory: null,
  ...gift,
});

function answerWith(...bodies: unknown[]) {
  const spy = jest.spyOn(globalThis, "fetch");
  for (const body of bodies) spy.mockResolvedValueOnce(new Response(JSON.stringify(body)));
  return spy;
}

function sent(spy: jest.SpyInstance) {
  return spy.mock.calls.map(([url, init]: [string, RequestInit]) => ({
    method: init.method ?? "GET",
    path: new URL(url).pathname,
    body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
  }));
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe("reading the cart", () => {
  test("a full-mode line keeps its key, variant, personalisation and the product's choices", async () => {
    answerWith({
      success: true,
      cart: [
        {
          line: LINE,
          product: wireCake({ variants: [ONE_KG], personalisation: SPEC, addOn: false }),
          quantity: 2,
          delivery: null,
          variant: ONE_KG,
          personalisation: PERSONALISATION,
        },
      ],
    });
    const [line] = await fetchCart(TOKEN);
    expect(line).toMatchObject({
      key: LINE,
      quantity: 2,
      variant: ONE_KG,
      personalisation: PERSONALISATION,
      product: { id: CAKE, price: 599, variants: [ONE_KG], personalisation: SPEC },
    });
  });

  test("a contract backend's line is plain: keyed by its product, no variant, no choices", async () => {
    answerWith({ success: true, cart: [{ product: wireCake(), quantity: 1 }] });
    const [line] = await fetchCart(TOKEN);
    expect(line).toMatchObject({ key: CAKE, variant: null, personalisation: null });
    expect(line?.product).not.toHaveProperty("variants");
    expect(line?.product).not.toHaveProperty("personalisation");
  });

  test("a line whose variant cannot be read is skipped rather than mispriced", async () => {
    answerWith({
      success: true,
      cart: [
        { line: LINE, product: wireCake(), quantity: 1, variant: { id: "1kg" } },
        { product: wireCake({ _id: "a00000000000000000000002" }), quantity: 1 },
      ],
    });
    const lines = await fetchCart(TOKEN);
    expect(lines.map((line) => line.key)).toEqual(["a00000000000000000000002"]);
  });

  test("unreadable personalisation or a malformed key leaves a plain-looking line, still shown", async () => {
    answerWith({
      success: true,
      cart: [
        { line: "not a key", product: wireCake(), quantity: 1, personalisation: { photos: 3 } },
      ],
    });
    expect(await fetchCart(TOKEN)).toMatchObject([{ key: CAKE, personalisation: null }]);
  });

  test("the wishlist's products carry their choices when the backend sends them", async () => {
    answerWith({
      success: true,
      wishlist: [wireCake({ variants: [ONE_KG], personalisation: SPEC })],
    });
    expect(await fetchWishlist(TOKEN)).toMatchObject([
      { variants: [ONE_KG], personalisation: SPEC },
    ]);
  });
});

describe("changing the cart", () => {
  const cartBack = { success: true, cart: [{ product: wireCake(), quantity: 1 }] };

  test("a plain add sends exactly the contract's body", async () => {
    const spy = answerWith(cartBack);
    await addToCart(TOKEN, CAKE, 1);
    expect(sent(spy)).toEqual([
      { method: "POST", path: "/api/auth/Cart", body: { productId: CAKE, quantity: 1 } },
    ]);
  });

  test("a gift add sends the variant and personalisation", async () => {
    const spy = answerWith(cartBack);
    const personalisation = { cakeMessage: "Happy birthday", cardMessage: "", photos: [] };
    await addToCart(TOKEN, CAKE, 1, undefined, { variantId: "1kg", personalisation });
    expect(sent(spy)[0]?.body).toEqual({
      productId: CAKE,
      quantity: 1,
      variantId: "1kg",
      personalisation,
    });
  });

  test("a gift line's quantity names the line; a plain line's does not", async () => {
    const spy = answerWith(cartBack, cartBack);
    await setCartQuantity(TOKEN, CAKE, 3, LINE);
    await setCartQuantity(TOKEN, CAKE, 3, CAKE);
    expect(sent(spy).map((call) => call.body)).toEqual([
      { productId: CAKE, line: LINE, quantity: 3 },
      { productId: CAKE, quantity: 3 },
    ]);
  });

  test("a line is deleted by its key, the dot kept in the path", async () => {
    const spy = answerWith(cartBack);
    await removeFromCart(TOKEN, LINE);
    expect(sent(spy)[0]).toMatchObject({ method: "DELETE", path: `/api/auth/delete/${LINE}` });
  });

  test("an edit goes to PUT /api/auth/cart-line with the line and its new choice", async () => {
    const spy = answerWith(cartBack);
    await editCartLine(TOKEN, LINE, { variantId: "1kg" });
    expect(sent(spy)).toEqual([
      { method: "PUT", path: "/api/auth/cart-line", body: { line: LINE, variantId: "1kg" } },
    ]);
  });
});
