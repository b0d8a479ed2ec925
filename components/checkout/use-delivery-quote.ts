"use client";

import { useCallback, useEffect, useState } from "react";
import { checkoutApi } from "@/lib/api/checkout";
import type { DeliveryQuote } from "@/lib/delivery/types";
import { useCart } from "@/lib/stores/cart";
import type { CartLine } from "@/lib/types";
import { DELIVERY_QUOTE_FAILED } from "@/lib/validations/checkout";

/**
 * The cart's delivery to the chosen address: "loading" until it is known, "none" where the shop
 * keeps no delivery (or there is no address yet: the summary is then the contract's), "failed"
 * with the reason when it could not be asked.
 */
export type QuoteState =
  | { status: "loading" }
  | { status: "none" }
  | { status: "ready"; quote: DeliveryQuote }
  | { status: "failed"; error: string };

/**
 * Asks for the delivery quote (docs/delivery.md) at `pincode` (the address's, or on the cart the
 * pincode its lines were checked for), again whenever the cart's lines or their chosen
 * deliveries change (a quantity does not change a delivery) and when `reload` is called: after
 * a refusal, so the shopper sees what can be had now. `pincode` null: no quote ("none");
 * undefined: not known yet ("loading").
 */
export function useDeliveryQuote(pincode: string | null | undefined, lines: CartLine[]) {
  const [attempt, setAttempt] = useState(0);
  const [answered, setAnswered] = useState<{ key: string; state: QuoteState } | null>(null);
  const products = lines
    .map((line) => `${line.key}:${JSON.stringify(line.delivery ?? null)}`)
    .sort();
  const ready = typeof pincode === "string" && products.length > 0;
  const key = ready ? `${pincode}|${products.join(",")}|${attempt}` : null;

  useEffect(() => {
    if (key === null || typeof pincode !== "string") return;
    const controller = new AbortController();
    const ask = async () => {
      // Lines still being changed reach the server first: the quote is of the server's cart.
      await useCart.getState().flushQuantities();
      if (controller.signal.aborted) return;
      const result = await checkoutApi.quote(pincode, undefined, controller.signal);
      if (controller.signal.aborted) return;
      const state: QuoteState = result.ok
        ? result.value
          ? { status: "ready", quote: result.value }
          : { status: "none" }
        : { status: "failed", error: result.error ?? DELIVERY_QUOTE_FAILED };
      setAnswered({ key, state });
    };
    void ask();
    return () => controller.abort();
  }, [key, pincode]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  let state: QuoteState;
  if (pincode === null) state = { status: "none" };
  else if (key === null || answered?.key !== key) state = { status: "loading" };
  else state = answered.state;
  return { state, reload };
}
