import type { PendingLine } from "@/lib/cart/pending-line";
/** Products, lines and a routed fetch mock for the cart store and its components' tests. */
import type { CartLine, CartProduct } from "@/lib/types";

export function product(id: string, price: number, oldPrice = price): CartProduct {
  return {
    id,
    title: `Gift ${id}`,
    name: `Gift ${id}`,
    brand: "Uphaar Studio",
    sellerId: "s1",
    price,
    oldPrice,
    discount: oldPrice > price ? Math.round(((oldPrice - price) / oldPrice) * 100) : 0,
    image: null,
    categoryId: "c1",
    categoryName: "Cakes",
    subcategoryId: null,
    subcategoryName: "",
  };
}

export const line = (item: CartProduct, quantity: number): CartLine => ({
  key: item.id,
  product: item,
  quantity,
  delivery: null,
  variant: null,
  personalisation: null,
});

export type Answer = { ok: boolean; status: number; json: () => Promise<unknown> };

export const answer = (status: number, body: unknown): Promise<Answer> =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

/** A promise the test settles when it wants: to look at the state while a request is out. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

type Route = (body: unknown) => Promise<Answer>;

/**
 * Installs a fetch mock that answers by "METHOD path"; an unrouted call fails the test.
 * Returns the mock, to count and inspect calls.
 */
export function routeFetch(routes: Record<string, Route>) {
  const mock = jest.fn((path: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${path}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected fetch: ${key}`);
    const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    return route(body);
  });
  Object.defineProperty(globalThis, "fetch", { value: mock, writable: true });
  return mock;
}

/** The calls made to one "METHOD path", with their JSON bodies. */
export function callsTo(mock: ReturnType<typeof routeFetch>, key: string): unknown[] {
  return mock.mock.calls
    .filter(([path, init]) => `${init?.method ?? "GET"} ${path}` === key)
    .map(([, init]) => (typeof init?.body === "string" ? JSON.parse(init.body) : undefined));
}

/** A visitor's Add to Cart as the tab keeps it: a 1 kg eggless cake for midnight, with a message. */
export const KEPT_CAKE: PendingLine = {
  productId: "cake-1",
  quantity: 1,
  delivery: { pincode: "560001", date: "2026-11-29", slotId: "midnight" },
  gift: {
    variantId: "1kg-eggless",
    personalisation: { cakeMessage: "Happy Birthday Asha", cardMessage: "", photos: [] },
  },
};

/** The product page KEPT_CAKE was chosen on. */
export const KEPT_CAKE_PAGE = "/products/cake-1?variant=1kg-eggless";
