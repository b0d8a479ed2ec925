import { cartApi } from "@/lib/api/cart";
import type { ApiFailure, ApiResult } from "@/lib/api/request";
import { Optimistic } from "@/lib/cart/optimistic";
import { toast } from "@/lib/toast";
import type { CartLine, CartProduct } from "@/lib/types";
import { QUANTITY_UPDATE_FAILED } from "@giftshop/shared/messages/cart";
import { useSession } from "../session";
import { WaitingQuantities } from "./quantities";

/** The cart and wishlist as the shopper sees them. */
interface ShownCart {
  lines: CartLine[];
  wishlist: CartProduct[];
}

/** How a change's answer is told to the shopper. */
interface Outcome {
  success?: string;
  /** The toast when the shop gives no reason. */
  failure: string;
  /** docs/contract.md, Messages: some failures are logged only. */
  silent?: boolean;
  /** Hears the shop's reason for a refusal, besides the toast. */
  onRefused?: (error: string) => void;
}

/** A 401 means the session ended: ask who is signed in; an anonymous answer resets the store. */
export function checkSession(failure: ApiFailure): void {
  if (failure.status === 401) void useSession.getState().load({ force: true });
}

/**
 * What the cart store (lib/stores/cart.ts) keeps behind what it shows, and its requests. The
 * truth is the server's: the cart and wishlist as the storefront's handlers last answered them.
 * On top sit the changes sent and not answered yet (lib/cart/optimistic.ts) and the quantities
 * waiting for their quiet time; the store's `lines` and `wishlist` are derived from these and
 * nothing else (`shown()`), so an answer replaces its change and a refusal drops it.
 *
 * The store's actions run in the browser only (handlers and effects), so this never holds a
 * shopper's data on the server.
 */
export class CartSync {
  /** The server's cart with the adds, removals and quantities still on their way. */
  readonly cart = new Optimistic<CartLine[]>([]);
  /** The server's wishlist with the products still being added or taken out. */
  readonly wishlist = new Optimistic<CartProduct[]>([]);
  readonly quantities = new WaitingQuantities((key, quantity) => this.sendQuantity(key, quantity));
  /** The load under way; a second load() joins it. */
  loading: Promise<void> | null = null;
  /** Requests out, for settled(). */
  private readonly out = new Set<Promise<unknown>>();
  private lastTicket = 0;
  /** Counts reset()s: an answer to a request sent before the last one is dropped. */
  private shopper = 0;

  /** `show` hands the store what to show after every change. */
  constructor(private readonly show: (shown: ShownCart) => void) {}

  /** Hands the store the server's cart and wishlist with the unanswered changes on top. */
  publish(): void {
    this.show({ lines: this.quantities.over(this.cart.view()), wishlist: this.wishlist.view() });
  }

  /** Numbers a request about to go out: of two answers, the later request's is kept. */
  ticket(): number {
    return ++this.lastTicket;
  }

  /** The answer to `request`, or null when reset() came first (it was for the previous shopper). */
  answer<T>(request: Promise<T>): Promise<T | null> {
    const shopper = this.shopper;
    this.out.add(request);
    void request.finally(() => this.out.delete(request));
    return request.then((answer) => (shopper === this.shopper ? answer : null));
  }

  /** Resolves once every request out has its answer. */
  async settled(): Promise<void> {
    await Promise.all([...this.out]);
  }

  /** Forgets the shopper: nothing shown, nothing waiting, no answer kept from before. */
  reset(): void {
    this.shopper++;
    this.loading = null;
    this.quantities.clear();
    this.out.clear();
    this.cart.reset([]);
    this.wishlist.reset([]);
  }

  /** Shows `change` at once, sends `request`, then shows the server's answer or drops `change`. */
  async change<T>(
    target: Optimistic<T>,
    change: (value: T) => T,
    request: () => Promise<ApiResult<T>>,
    outcome: Outcome,
  ): Promise<boolean> {
    const ticket = this.ticket();
    target.begin(ticket, change);
    this.publish();
    const result = await this.answer(request());
    if (!result) return false;
    target.settle(ticket, result.ok ? { value: result.value } : undefined);
    this.publish();
    if (result.ok) {
      if (outcome.success) toast.success(outcome.success);
      return true;
    }
    checkSession(result);
    if (outcome.silent) console.error(`[cart] ${outcome.failure}`, result.error ?? result.status);
    else toast.error(result.error ?? outcome.failure);
    if (result.error && result.problem === "refused") outcome.onRefused?.(result.error);
    return false;
  }

  /**
   * Sends a dialog's change, shown once the server answers: resolves null (after `saved`), or
   * the shop's reason (`failure` when it gave none) for the dialog to show.
   */
  async save(
    request: Promise<ApiResult<CartLine[]>>,
    failure: string,
    saved?: () => void,
  ): Promise<string | null> {
    const ticket = this.ticket();
    const result = await this.answer(request);
    if (!result) return null;
    if (!result.ok) {
      checkSession(result);
      return result.error ?? failure;
    }
    saved?.();
    this.cart.adopt(ticket, result.value);
    this.publish();
    return null;
  }

  /** Sends a line's quantity once its quiet time ends, unless the server will hold it already. */
  private sendQuantity(key: string, quantity: number): void {
    const line = this.cart.server.find((entry) => entry.key === key);
    const expected = this.cart.view().find((entry) => entry.key === key)?.quantity;
    if (!line || quantity === expected) {
      // A line still being added waits for that answer.
      if (!line && this.cart.busy) this.quantities.set(key, quantity);
      this.publish();
      return;
    }
    void this.change(
      this.cart,
      (lines) => lines.map((entry) => (entry.key === key ? { ...entry, quantity } : entry)),
      () => cartApi.setQuantity(line.product.id, key, quantity),
      { failure: QUANTITY_UPDATE_FAILED },
    );
  }
}
