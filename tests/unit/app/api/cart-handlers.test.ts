/** @jest-environment node */
import "../../support/handler-session";
import { DELETE as removeLineRoute } from "@/app/api/cart/[productId]/route";
import {
  DELETE as clearCartRoute,
  GET as cartRoute,
  POST as addToCartRoute,
  PUT as setQuantityRoute,
} from "@/app/api/cart/route";
import { DELETE as removeWishRoute } from "@/app/api/wishlist/[productId]/route";
import { GET as wishlistRoute, POST as addWishRoute } from "@/app/api/wishlist/route";
import { readSession } from "@/lib/auth/session";
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
import type { CartLine, CartProduct } from "@/lib/types";
import {
  ADDED_TO_CART,
  ADDED_TO_WISHLIST,
  CART_LOGIN_REQUIRED,
  QUANTITY_UPDATE_FAILED,
  REMOVED_FROM_WISHLIST,
  WISHLIST_LOGIN_REQUIRED,
} from "@/lib/validations/cart";
import {
  SESSION,
  SITE,
  TOKEN,
  UNREACHABLE,
  describeMutationContract,
  expectBackendDown,
  expectFallback,
  expectSessionEnded,
  handlerRequest,
  type MutationCase,
} from "./handler-contract";

process.env.SITE_URL = SITE;

jest.mock("@/lib/backend/cart", () => ({
  fetchCart: jest.fn(),
  addToCart: jest.fn(),
  setCartQuantity: jest.fn(),
  removeFromCart: jest.fn(),
  clearCart: jest.fn(),
  fetchWishlist: jest.fn(),
  addToWishlist: jest.fn(),
  removeFromWishlist: jest.fn(),
}));

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const PRODUCT_ID = "a00000000000000000000001";
const PRODUCT: CartProduct = {
  id: PRODUCT_ID,
  title: "Chocolate Truffle Cake",
  name: "Chocolate Truffle Cake",
  price: 599,
  oldPrice: 799,
  discount: 25,
  image: { url: "/uploads/products/p1.webp", alt: "p1 photo" },
  categoryId: "c1",
  categoryName: "Cakes",
  subcategoryId: null,
  subcategoryName: "",
  brand: "",
  sellerId: "s1",
};
const LINES: CartLine[] = [
  {
    key: PRODUCT.id,
    product: PRODUCT,
    quantity: 2,
    delivery: null,
    variant: null,
    personalisation: null,
  },
];

const withProductId = (productId: string) => ({ params: Promise.resolve({ productId }) });

const BAD_PRODUCT_IDS: [string, unknown][] = [
  ["a missing productId", {}],
  ["a numeric productId", { productId: 42 }],
  ["an oversized productId", { productId: "a".repeat(65) }],
  ["a productId with a slash", { productId: "../clear-cart" }],
];
const badQuantities = (productId: string): [string, unknown][] =>
  [0, 11, -1, 2.5, "3", null].map((quantity) => [
    `quantity ${JSON.stringify(quantity)}`,
    { productId, quantity },
  ]);

const cases: MutationCase[] = [
  {
    name: "POST /api/cart",
    method: "POST",
    path: "/api/cart",
    call: (request) => addToCartRoute(request),
    body: { productId: PRODUCT_ID, quantity: 2 },
    badBodies: [...BAD_PRODUCT_IDS, ...badQuantities(PRODUCT_ID)],
    backend: jest.mocked(addToCart),
    succeed: () => jest.mocked(addToCart).mockResolvedValue(LINES),
    expectedArgs: [TOKEN, PRODUCT_ID, 2, undefined],
    visitorError: CART_LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not add to your cart. Please try again.",
    success: { status: 200, body: { message: ADDED_TO_CART, lines: LINES } },
  },
  {
    name: "PUT /api/cart",
    method: "PUT",
    path: "/api/cart",
    call: (request) => setQuantityRoute(request),
    body: { productId: PRODUCT_ID, quantity: 10 },
    badBodies: [
      ...BAD_PRODUCT_IDS,
      ...badQuantities(PRODUCT_ID),
      ["a missing quantity", { productId: PRODUCT_ID }],
    ],
    backend: jest.mocked(setCartQuantity),
    succeed: () => jest.mocked(setCartQuantity).mockResolvedValue(LINES),
    expectedArgs: [TOKEN, PRODUCT_ID, 10],
    visitorError: CART_LOGIN_REQUIRED,
    sessionCall: true,
    fallback: QUANTITY_UPDATE_FAILED,
    success: { status: 200, body: { lines: LINES } },
  },
  {
    name: "DELETE /api/cart",
    method: "DELETE",
    path: "/api/cart",
    call: (request) => clearCartRoute(request),
    backend: jest.mocked(clearCart),
    succeed: () => jest.mocked(clearCart).mockResolvedValue(),
    expectedArgs: [TOKEN],
    visitorError: CART_LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not clear your cart.",
    success: { status: 200, body: { lines: [] } },
  },
  {
    name: "DELETE /api/cart/{productId}",
    method: "DELETE",
    path: `/api/cart/${PRODUCT_ID}`,
    call: (request) => removeLineRoute(request, withProductId(PRODUCT_ID)),
    backend: jest.mocked(removeFromCart),
    succeed: () => jest.mocked(removeFromCart).mockResolvedValue([]),
    expectedArgs: [TOKEN, PRODUCT_ID],
    visitorError: CART_LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not remove it from your cart. Please try again.",
    success: { status: 200, body: { lines: [] } },
  },
  {
    name: "POST /api/wishlist",
    method: "POST",
    path: "/api/wishlist",
    call: (request) => addWishRoute(request),
    body: { productId: PRODUCT_ID },
    badBodies: BAD_PRODUCT_IDS,
    backend: jest.mocked(addToWishlist),
    succeed: () => jest.mocked(addToWishlist).mockResolvedValue([PRODUCT]),
    expectedArgs: [TOKEN, PRODUCT_ID],
    visitorError: WISHLIST_LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not add to your wishlist. Please try again.",
    success: { status: 200, body: { message: ADDED_TO_WISHLIST, items: [PRODUCT] } },
  },
  {
    name: "DELETE /api/wishlist/{productId}",
    method: "DELETE",
    path: `/api/wishlist/${PRODUCT_ID}`,
    call: (request) => removeWishRoute(request, withProductId(PRODUCT_ID)),
    backend: jest.mocked(removeFromWishlist),
    succeed: () => jest.mocked(removeFromWishlist).mockResolvedValue([]),
    expectedArgs: [TOKEN, PRODUCT_ID],
    visitorError: WISHLIST_LOGIN_REQUIRED,
    sessionCall: true,
    fallback: "Could not remove it from your wishlist. Please try again.",
    success: { status: 200, body: { message: REMOVED_FROM_WISHLIST, items: [] } },
  },
];

describeMutationContract(cases);

describe("POST /api/cart without a quantity", () => {
  test("adds 1", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(addToCart).mockResolvedValue(LINES);
    const response = await addToCartRoute(
      handlerRequest("POST", "/api/cart", { body: { productId: PRODUCT_ID } }),
    );
    expect(response.status).toBe(200);
    expect(addToCart).toHaveBeenCalledWith(TOKEN, PRODUCT_ID, 1, undefined);
  });
});

describe.each([
  ["DELETE /api/cart/{productId}", removeLineRoute, removeFromCart, "cart"],
  ["DELETE /api/wishlist/{productId}", removeWishRoute, removeFromWishlist, "wishlist"],
] as const)("%s with an id no product can have", (_, route, backend, list) => {
  test.each(["../clear-cart", "a".repeat(65), "a b", ""])(
    "%p is 404 and the backend is not called",
    async (productId) => {
      jest.mocked(readSession).mockResolvedValue(SESSION);
      const response = await route(handlerRequest("DELETE", "/api/x/y"), withProductId(productId));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: `This product is not in your ${list}.` });
      expect(backend).not.toHaveBeenCalled();
    },
  );
});

const listReads = [
  {
    name: "GET /api/cart",
    route: () => cartRoute(handlerRequest("GET", "/api/cart")),
    backend: fetchCart,
    succeed: () => jest.mocked(fetchCart).mockResolvedValue(LINES),
    visitorError: CART_LOGIN_REQUIRED,
    body: { lines: LINES },
    fallback: "Could not load your cart.",
  },
  {
    name: "GET /api/wishlist",
    route: () => wishlistRoute(handlerRequest("GET", "/api/wishlist")),
    backend: fetchWishlist,
    succeed: () => jest.mocked(fetchWishlist).mockResolvedValue([PRODUCT]),
    visitorError: WISHLIST_LOGIN_REQUIRED,
    body: { items: [PRODUCT] },
    fallback: "Could not load your wishlist.",
  },
];

describe.each(listReads)("$name", ({ route, backend, succeed, visitorError, body, fallback }) => {
  test("a visitor gets 401 JSON and the backend is not called", async () => {
    jest.mocked(readSession).mockResolvedValue(null);
    const response = await route();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: visitorError });
    expect(backend).not.toHaveBeenCalled();
  });

  test("a shopper gets their list, privately, and never the token", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    succeed();
    const response = await route();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(body);
    expect(text).not.toContain(TOKEN);
    expect(backend).toHaveBeenCalledWith(TOKEN);
  });

  test("a dead backend token ends the session", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(backend).mockRejectedValue(new BackendError("Not authorized", 401));
    await expectSessionEnded(await route());
  });

  test("an unreachable backend is 503 with Retry-After and the fallback text only", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(backend).mockRejectedValue(UNREACHABLE);
    await expectBackendDown(await route(), fallback);
  });

  test("an unexpected error is 502 with the fallback text only", async () => {
    jest.mocked(readSession).mockResolvedValue(SESSION);
    jest.mocked(backend).mockRejectedValue(new TypeError("fetch failed"));
    await expectFallback(await route(), fallback);
  });
});
