import { create } from "zustand";
import { cartApi } from "@/lib/api/cart";
import type { ApiResult } from "@/lib/api/request";
import { clampQuantity, itemCount } from "@/lib/cart/lines";
import type { DeliveryChoice } from "@/lib/delivery/types";
import {
  ADDED_TO_CART,
  ADDED_TO_WISHLIST,
  QUANTITY_UPDATE_FAILED,
  REMOVED_FROM_WISHLIST,
} from "@giftshop/shared/messages/cart";
import { Optimistic } from "@/lib/cart/optimistic";
import { toast } from "@/lib/toast";
import type { GiftChoice } from "@/lib/cart/gift";
import type { CartLine, CartProduct } from "@/lib/types";
import { useCounts } from "./counts";
import { useSession } from "./session";

/**
 * "error": the last load failed (the contract (docs/contract.md, Messages) keeps it silent; the
 * cart page offers a retry).
 */
export type CartStatus = "idle" | "loading" | "ready" | "error";

/** Quiet time after the last +/− click on a line before its final quantity is sent. */
export const QUANTITY_SETTLE_MS = 400;

interface CartState {
  lines: CartLine[];
  wishlist: CartProduct[];
  status: CartStatus;
  /** Reads the cart and the wishlist (in parallel); once ready, only again when forced. */
  load: (options?: { force?: boolean }) => Promise<void>;
  /** Forgets the shopper's cart and wishlist, and drops answers still on their way. */
  reset: () => void;
  /**
   * Adds `quantity` (default 1) of a product, with its chosen delivery when there is one and
   * the gift's variant and personalisation (docs/gifting.md): the same choice adds to its line,
   * another one is another line. Toasts the outcome, resolves true on success; `refused` hears
   * the shop's reason too (the wishlist sends the shopper to choose on the product page).
   */
  add: (
    product: CartProduct,
    quantity?: number,
    delivery?: DeliveryChoice,
    gift?: GiftChoice,
    options?: { refused?: (error: string) => void },
  ) => Promise<boolean>;
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
  /** Empties the cart; a failure is only logged (docs/contract.md, Messages). */
  clear: () => Promise<boolean>;
  /** Adds the product to the wishlist or takes it out; toasts the outcome. */
  toggleWishlist: (product: CartProduct) => Promise<boolean>;
}

// Bookkeeping behind the shown state. Actions run in the browser only (handlers and effects),
// so these module-level values never hold a shopper's data on the server.
const cart = new Optimistic<CartLine[]>([]);
const wishlist = new Optimistic<CartProduct[]>([]);
/** Quantities picked with − and + that the server has not confirmed yet, by line key. */
const chosen = new Map<string, number>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
/** The last quantity sent per line and not yet answered. */
const sending = new Map<string, { ticket: number; quantity: number }>();
const inflight = new Set<Promise<unknown>>();
/** Orders requests, so a late answer never overwrites a newer one. */
let ticket = 0;
/** Bumped by reset(): answers to the previous shopper's requests are dropped. */
let epoch = 0;
let loading: Promise<void> | null = null;

function shownLines(): CartLine[] {
  return cart.view().map((line) => {
    const quantity = chosen.get(line.key);
    return quantity === undefined || quantity === line.quantity ? line : { ...line, quantity };
  });
}

function publish() {
  useCart.setState({ lines: shownLines(), wishlist: wishlist.view() });
}

function track<T>(request: Promise<T>): Promise<T> {
  inflight.add(request);
  void request.finally(() => inflight.delete(request));
  return request;
}

function cancelQuantity(key: string) {
  clearTimeout(timers.get(key));
  timers.delete(key);
  chosen.delete(key);
}

function scheduleQuantity(key: string) {
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => void sendQuantity(key), QUANTITY_SETTLE_MS),
  );
}

/** A 401 means the session ended: ask who is signed in; an anonymous answer resets the store. */
function whenRefused(result: { ok: false; status: number }) {
  if (result.status === 401) void useSession.getState().load({ force: true });
}

async function sendQuantity(key: string) {
  timers.delete(key);
  const wanted = chosen.get(key);
  if (wanted === undefined) return;
  const line = cart.server.find((entry) => entry.key === key);
  if (!line) {
    // The line is still being added: try again once that answer is in.
    if (cart.busy) scheduleQuantity(key);
    else cancelQuantity(key);
    publish();
    return;
  }
  const expected = sending.get(key)?.quantity ?? line.quantity;
  if (wanted === expected) {
    // Nothing new to send. A request still out drops the pending quantity when it answers.
    if (!sending.has(key)) {
      chosen.delete(key);
      publish();
    }
    return;
  }

  const at = epoch;
  const mine = ++ticket;
  sending.set(key, { ticket: mine, quantity: wanted });
  const result = await track(cartApi.setQuantity(line.product.id, key, wanted));
  if (at !== epoch) return;
  if (sending.get(key)?.ticket === mine) sending.delete(key);
  if (result.ok) cart.adopt(mine, result.value);
  // A later click keeps its own pending quantity; otherwise the server's now shows.
  if (!timers.has(key) && chosen.get(key) === wanted) chosen.delete(key);
  publish();
  if (!result.ok) {
    whenRefused(result);
    toast.error(result.error ?? QUANTITY_UPDATE_FAILED);
  }
}

interface Outcome {
  success?: string;
  failure: string;
  /** docs/contract.md, Messages: some failures are logged only. */
  silent?: boolean;
  /** Hears the shop's reason for a refusal, besides the toast. */
  refused?: (error: string) => void;
}

/** Shows `change` at once, sends `request`, then keeps the server's answer or drops the change. */
async function mutate<T>(
  target: Optimistic<T>,
  change: (value: T) => T,
  request: () => Promise<ApiResult<T>>,
  outcome: Outcome,
): Promise<boolean> {
  const at = epoch;
  const mine = ++ticket;
  target.begin(mine, change);
  publish();
  const result = await track(request());
  if (at !== epoch) return false;
  target.settle(mine, result.ok ? { value: result.value } : undefined);
  publish();
  if (result.ok) {
    if (outcome.success) toast.success(outcome.success);
    return true;
  }
  whenRefused(result);
  if (outcome.silent) console.error(`[cart] ${outcome.failure}`, result.error ?? result.status);
  else toast.error(result.error ?? outcome.failure);
  if (result.error && result.problem === "refused") outcome.refused?.(result.error);
  return false;
}

/** A plain line, as it shows before the server answers. */
function plainLine(
  product: CartProduct,
  quantity: number,
  delivery: DeliveryChoice | null,
): CartLine {
  return { key: product.id, product, quantity, delivery, variant: null, personalisation: null };
}

/**
 * Gifting's helpers (keys, normalised messages, request fields), loaded with the first gift
 * added: pages that never add one do not ship them (docs/performance.md).
 */
const giftHelpers = () => import("@/lib/cart/gift-body");

function addLine(lines: CartLine[], added: CartLine): CartLine[] {
  const existing = lines.find((line) => line.key === added.key);
  if (!existing) return [...lines, added];
  return lines.map((line) =>
    line === existing
      ? {
          ...line,
          quantity: clampQuantity(line.quantity + added.quantity),
          delivery: added.delivery ?? line.delivery,
        }
      : line,
  );
}

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
    if (loading && !options?.force) return loading;
    if (get().status === "ready" && !options?.force) return Promise.resolve();
    const at = epoch;
    const mine = ++ticket;
    // A forced refresh keeps showing what is there instead of a skeleton.
    if (get().status !== "ready") set({ status: "loading" });
    const run = Promise.all([track(cartApi.getCart()), track(cartApi.getWishlist())]).then(
      ([lines, items]) => {
        if (at !== epoch) return;
        if (lines.ok) cart.adopt(mine, lines.value);
        if (items.ok) wishlist.adopt(mine, items.value);
        publish();
        for (const result of [lines, items]) {
          if (result.ok) continue;
          whenRefused(result);
          console.error(
            "[cart] could not load the cart or wishlist:",
            result.error ?? result.status,
          );
        }
        set({ status: lines.ok && items.ok ? "ready" : "error" });
      },
    );
    const tracked = run.finally(() => {
      if (loading === tracked) loading = null;
    });
    loading = tracked;
    return tracked;
  },

  reset: () => {
    epoch++;
    loading = null;
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    chosen.clear();
    sending.clear();
    inflight.clear();
    cart.reset([]);
    wishlist.reset([]);
    set({ lines: [], wishlist: [], status: "idle" });
  },

  add: async (product, quantity = 1, delivery, gift, options) => {
    const amount = clampQuantity(quantity);
    const helpers = gift ? await giftHelpers() : null;
    const added = helpers
      ? helpers.giftLine(product, amount, delivery ?? null, gift)
      : plainLine(product, amount, delivery ?? null);
    const body = helpers ? helpers.giftBody(gift) : {};
    return mutate(
      cart,
      (lines) => addLine(lines, added),
      () => cartApi.add(product.id, added.quantity, delivery, body),
      {
        success: ADDED_TO_CART,
        failure: "Could not add to your cart. Please try again.",
        refused: options?.refused,
      },
    );
  },

  editLine: async (key, gift) => {
    // A quantity still waiting is sent first: the edited line keeps it.
    if (timers.has(key)) await get().flushQuantities();
    const at = epoch;
    const mine = ++ticket;
    const { giftBody } = await giftHelpers();
    const result = await track(cartApi.editLine(key, giftBody(gift)));
    if (at !== epoch) return null;
    if (result.ok) {
      cancelQuantity(key);
      cart.adopt(mine, result.value);
      publish();
      return null;
    }
    whenRefused(result);
    return result.error ?? "Could not change this gift. Please try again.";
  },

  setDelivery: async (key, delivery) => {
    const at = epoch;
    const mine = ++ticket;
    // A plain line's key is its product id.
    const productId = get().lines.find((line) => line.key === key)?.product.id ?? key;
    const result = await track(cartApi.setDelivery(productId, key, delivery));
    if (at !== epoch) return null;
    if (result.ok) {
      cart.adopt(mine, result.value);
      publish();
      return null;
    }
    whenRefused(result);
    return result.error ?? "Could not save the delivery for this gift. Please try again.";
  },

  setQuantity: (key, quantity) => {
    const line = get().lines.find((entry) => entry.key === key);
    const next = clampQuantity(quantity);
    if (!line || next === line.quantity) return;
    chosen.set(key, next);
    publish();
    scheduleQuantity(key);
  },

  flushQuantities: async () => {
    for (const key of [...timers.keys()]) {
      clearTimeout(timers.get(key));
      void sendQuantity(key);
    }
    await Promise.all([...inflight]);
  },

  remove: (key) => {
    cancelQuantity(key);
    return mutate(
      cart,
      (lines) => lines.filter((line) => line.key !== key),
      () => cartApi.remove(key),
      { failure: "Could not remove it from your cart. Please try again." },
    );
  },

  clear: () => {
    for (const key of [...chosen.keys()]) cancelQuantity(key);
    return mutate(cart, () => [], cartApi.clear, {
      failure: "Could not clear the cart.",
      silent: true,
    });
  },

  toggleWishlist: async (product) => {
    if (get().status !== "ready") await get().load();
    const wished = get().wishlist.some((item) => item.id === product.id);
    return wished
      ? mutate(
          wishlist,
          (items) => items.filter((item) => item.id !== product.id),
          () => cartApi.removeFromWishlist(product.id),
          {
            success: REMOVED_FROM_WISHLIST,
            failure: "Could not remove it from your wishlist. Please try again.",
          },
        )
      : mutate(
          wishlist,
          (items) => (items.some((item) => item.id === product.id) ? items : [...items, product]),
          () => cartApi.addToWishlist(product.id),
          {
            success: ADDED_TO_WISHLIST,
            failure: "Could not add to your wishlist. Please try again.",
          },
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
