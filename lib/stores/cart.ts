import { create } from "zustand";
import type { GiftChoice } from "@/lib/cart/gift";
import { clampQuantity, itemCount } from "@/lib/cart/lines";
import type { DeliveryChoice } from "@/lib/delivery/types";
import type { CartLine, CartProduct } from "@/lib/types";
import {
  ADDED_TO_CART,
  ADDED_TO_WISHLIST,
  REMOVED_FROM_WISHLIST,
} from "@giftshop/shared/messages/cart";
import { loadOnce } from "@/lib/load-once";
import type { CartSync } from "./cart/sync";
import { useCounts } from "./counts";
import { useSession } from "./session";

export { QUANTITY_SETTLE_MS } from "./cart/quantities";

/**
 * "error": the last load failed (the contract (docs/contract.md, Messages) keeps it silent; the
 * cart page offers a retry).
 */
export type CartStatus = "idle" | "loading" | "ready" | "error";

/** What `add` puts in the cart. */
export interface CartAddition {
  product: CartProduct;
  /** 1 unless said; kept within 1–10. */
  quantity?: number;
  /** The delivery chosen on the product page (docs/delivery.md). */
  delivery?: DeliveryChoice | null;
  /**
   * The gift's variant and personalisation (docs/gifting.md): the same choice adds to its line,
   * another one is another line.
   */
  gift?: GiftChoice | null;
  /**
   * Hears the shop's reason for a refusal, besides the toast (the wishlist sends the shopper to
   * choose on the product page).
   */
  onRefused?: (error: string) => void;
}

interface CartState {
  /** The server's lines with the shopper's unanswered changes on top (lib/stores/cart/sync.ts). */
  lines: CartLine[];
  wishlist: CartProduct[];
  status: CartStatus;
  /** Reads the cart and the wishlist (in parallel); once ready, only again when forced. */
  load: (options?: { force?: boolean }) => Promise<void>;
  /** Forgets the shopper's cart and wishlist, and drops answers still on their way. */
  reset: () => void;
  /**
   * Adds a product; toasts the outcome and resolves true on success.
   * @example useCart.getState().add({ product, delivery, gift: giftChoiceOf(gift) })
   */
  add: (addition: CartAddition) => Promise<boolean>;
  /**
   * Changes a line's variant or personalisation (PUT /api/cart/line). Resolves null on success,
   * else the shop's reason, for the edit dialog to show.
   */
  editLine: (key: string, gift: GiftChoice) => Promise<string | null>;
  /**
   * Sets a line's delivery (null clears it). Resolves null on success, else the shop's reason
   * (a slot that closed or filled up: 409), for the dialog to show beside the picker.
   */
  setDelivery: (key: string, delivery: DeliveryChoice | null) => Promise<string | null>;
  /** Shows a line's new quantity (1–10) at once; the server hears the last one after a pause. */
  setQuantity: (key: string, quantity: number) => void;
  /** Sends every quantity still waiting for its pause and waits for all answers. */
  flushQuantities: () => Promise<void>;
  /** Removes a line (by its key); resolves true on success. */
  remove: (key: string) => Promise<boolean>;
  /** Adds the product to the wishlist or takes it out; toasts the outcome. */
  toggleWishlist: (product: CartProduct) => Promise<boolean>;
}

/** What the actions work with: the cart's requests, and the sync of what is shown with them. */
interface CartEngine {
  /** The store's one private object: the server's answers, the changes on their way. */
  sync: CartSync;
  cartApi: typeof import("@/lib/api/cart").cartApi;
  checkSession: typeof import("./cart/sync").checkSession;
}

/** The engine once it has loaded; until then there is nothing to reset, send or flush. */
let loaded: CartEngine | null = null;

/**
 * The engine's code loads with the first action (the signed-in shopper's cart is read once the
 * page has hydrated), not with every page: a card's heart and the header's badges only read the
 * store (docs/performance.md, "Where the first-load JS is").
 */
const engine = loadOnce(async (): Promise<CartEngine> => {
  const [{ CartSync, checkSession }, { cartApi }] = await Promise.all([
    import("./cart/sync"),
    import("@/lib/api/cart"),
  ]);
  loaded ??= { sync: new CartSync((shown) => useCart.setState(shown)), cartApi, checkSession };
  return loaded;
});

/**
 * Starts loading the engine, so that the action the shopper is reaching for (a hover or touch
 * on Add to Cart or a heart) shows its change at once.
 */
export function preloadCartEngine(): Promise<void> {
  return engine().then(() => undefined);
}

/** Runs `act` with the engine: at once (so a change shows at once) when it has loaded. */
function withEngine<T>(act: (engine: CartEngine) => T | Promise<T>): Promise<T> {
  return loaded ? Promise.resolve(act(loaded)) : engine().then(act);
}

/** `lines` with `added`: the same key adds to that line's quantity (1–10). */
function addLine(lines: CartLine[], added: CartLine): CartLine[] {
  if (!lines.some((line) => line.key === added.key)) return [...lines, added];
  return lines.map((line) =>
    line.key === added.key
      ? {
          ...line,
          quantity: clampQuantity(line.quantity + added.quantity),
          delivery: added.delivery ?? line.delivery,
        }
      : line,
  );
}

/**
 * Gifting's helpers (keys, normalised messages, request fields), loaded with the first gift
 * added: pages that never add one do not ship them (docs/performance.md).
 */
const giftHelpers = () => import("@/lib/cart/gift-body");

/**
 * The shopper's cart and wishlist (docs/contract.md, Screens: Cart; Behaviour), seeded from the
 * server after login and reset at logout. Every change shows at once and is undone if the server
 * refuses it.
 */
export const useCart = create<CartState>()((set, get) => ({
  lines: [],
  wishlist: [],
  status: "idle",

  load: (options) => {
    if (!loaded) {
      if (get().status !== "ready") set({ status: "loading" });
      return engine().then(() => get().load(options));
    }
    const { sync, cartApi, checkSession } = loaded;
    const force = options?.force ?? false;
    if (sync.loading && !force) return sync.loading;
    if (get().status === "ready" && !force) return Promise.resolve();
    // A forced refresh keeps showing what is there instead of a skeleton.
    if (get().status !== "ready") set({ status: "loading" });
    const ticket = sync.ticket();
    const answers = [sync.answer(cartApi.getCart()), sync.answer(cartApi.getWishlist())] as const;
    const loading = Promise.all(answers)
      .then(([lines, items]) => {
        if (!lines || !items) return;
        if (lines.ok) sync.cart.adopt(ticket, lines.value);
        if (items.ok) sync.wishlist.adopt(ticket, items.value);
        sync.publish();
        for (const result of [lines, items]) {
          if (result.ok) continue;
          checkSession(result);
          console.error(
            "[cart] could not load the cart or wishlist:",
            result.error ?? result.status,
          );
        }
        set({ status: lines.ok && items.ok ? "ready" : "error" });
      })
      .finally(() => {
        if (sync.loading === loading) sync.loading = null;
      });
    sync.loading = loading;
    return loading;
  },

  reset: () => {
    loaded?.sync.reset();
    set({ lines: [], wishlist: [], status: "idle" });
  },

  add: ({ product, quantity = 1, delivery = null, gift = null, onRefused }) =>
    withEngine(async ({ sync, cartApi }) => {
      const amount = clampQuantity(quantity);
      const helpers = gift ? await giftHelpers() : null;
      // A plain line's key is its product id.
      const added = helpers?.giftLine(product, amount, delivery, gift ?? undefined) ?? {
        key: product.id,
        product,
        quantity: amount,
        delivery,
        variant: null,
        personalisation: null,
      };
      return sync.change(
        sync.cart,
        (lines) => addLine(lines, added),
        () => cartApi.add(product.id, amount, delivery ?? undefined, helpers?.giftBody(gift)),
        {
          success: ADDED_TO_CART,
          failure: "Could not add to your cart. Please try again.",
          onRefused,
        },
      );
    }),

  editLine: (key, gift) =>
    withEngine(async ({ sync, cartApi }) => {
      // A quantity still waiting is sent first: the edited line keeps it.
      if (sync.quantities.has(key)) await get().flushQuantities();
      const { giftBody } = await giftHelpers();
      return sync.save(
        cartApi.editLine(key, giftBody(gift)),
        "Could not change this gift. Please try again.",
        () => sync.quantities.drop(key),
      );
    }),

  setDelivery: (key, delivery) =>
    withEngine(({ sync, cartApi }) => {
      // A plain line's key is its product id.
      const productId = get().lines.find((line) => line.key === key)?.product.id ?? key;
      return sync.save(
        cartApi.setDelivery(productId, key, delivery),
        "Could not save the delivery for this gift. Please try again.",
      );
    }),

  setQuantity: (key, quantity) => {
    const line = get().lines.find((entry) => entry.key === key);
    const next = clampQuantity(quantity);
    // Lines are only shown once the engine has read them.
    if (!loaded || !line || next === line.quantity) return;
    loaded.sync.quantities.set(key, next);
    loaded.sync.publish();
  },

  flushQuantities: () => {
    if (!loaded) return Promise.resolve();
    loaded.sync.quantities.flush();
    return loaded.sync.settled();
  },

  remove: (key) =>
    withEngine(({ sync, cartApi }) => {
      sync.quantities.drop(key);
      return sync.change(
        sync.cart,
        (lines) => lines.filter((line) => line.key !== key),
        () => cartApi.remove(key),
        { failure: "Could not remove it from your cart. Please try again." },
      );
    }),

  toggleWishlist: async (product) => {
    if (get().status !== "ready") await get().load();
    // Loaded by the load above, if not before.
    const { sync, cartApi } = loaded ?? (await engine());
    const id = product.id;
    if (get().wishlist.some((item) => item.id === id)) {
      return sync.change(
        sync.wishlist,
        (items) => items.filter((item) => item.id !== id),
        () => cartApi.removeFromWishlist(id),
        {
          success: REMOVED_FROM_WISHLIST,
          failure: "Could not remove it from your wishlist. Please try again.",
        },
      );
    }
    return sync.change(
      sync.wishlist,
      (items) => (items.some((item) => item.id === id) ? items : [...items, product]),
      () => cartApi.addToWishlist(id),
      { success: ADDED_TO_WISHLIST, failure: "Could not add to your wishlist. Please try again." },
    );
  },
}));

// The header badges: the cart counts items (the sum of quantities, so two of one cake read
// "2"), the wishlist counts products.
useCart.subscribe((state, previous) => {
  if (state.lines === previous.lines && state.wishlist === previous.wishlist) return;
  useCounts.getState().setCounts({ cart: itemCount(state.lines), wishlist: state.wishlist.length });
});

// Never one shopper's cart for the next: logout, an ended session or another account resets it.
useSession.subscribe((state, previous) => {
  if (previous.status !== "authenticated") return;
  if (state.status !== "authenticated" || state.user?.id !== previous.user?.id) {
    useCart.getState().reset();
  }
});
