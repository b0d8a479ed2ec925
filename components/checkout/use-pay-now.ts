"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCart } from "@/lib/stores/cart";
import { toast } from "@/lib/toast";
import type { Address } from "@/lib/types";
import type { SubstitutionChoice } from "@giftshop/shared/substitution";
import { saveCheckoutDeliveries } from "@/lib/stores/checkout-deliveries";
import {
  NO_SHIPPING_ADDRESS,
  PAYMENT_INIT_FAILED,
  type DeliveryLine,
} from "@/lib/validations/checkout";
import { checkoutApi, type StartedPayment } from "@/lib/api/checkout";
import type { PaymentMethod } from "./payment-choice";
import { placeOrder, usePaidOrder } from "./place-order";
import { loadRazorpay, openRazorpay } from "./razorpay";
import { localPaymentPath } from "@/lib/routing/paths";

export const PAYMENT_CANCELLED = "Payment cancelled. Your cart is unchanged.";
export const PAYMENT_FAILED = "Payment failed. Your cart is unchanged.";

/**
 * Pay Now on /ordersummery (docs/contract.md, Behaviour: Checkout). Online: the server opens a
 * provider order for the server-side cart, then the local payment page or Razorpay's window takes
 * over. Cash on delivery: the order is placed at once. `busy` lasts until the shopper is on the way
 * to the next page or can act again. Where the shop keeps delivery, `delivery.lines` (each line's
 * delivery as the shopper saw it) travel with the payment and the order, and a refusal (a slot
 * that closed or filled) calls `delivery.refused` so the summary checks delivery again.
 * `substitution`, the answer for a cake or flowers (docs/after-the-order.md), goes with them.
 */
export function usePayNow(
  address: Address | null | undefined,
  method: PaymentMethod,
  delivery: { lines: DeliveryLine[] | undefined; refused: () => void },
  substitution?: SubstitutionChoice,
) {
  const router = useRouter();
  const paid = usePaidOrder();
  const [busy, setBusy] = useState(false);
  const [placedCash, setPlacedCash] = useState(false);

  const openProvider = async (
    session: StartedPayment,
    to: Address,
    deliveries: DeliveryLine[] | undefined,
  ) => {
    if (session.provider === "local") {
      if (deliveries) saveCheckoutDeliveries(session.orderId, deliveries, substitution);
      router.push(localPaymentPath(session.orderId));
      return;
    }
    const opened =
      session.checkoutUrl !== undefined &&
      (await loadRazorpay(session.checkoutUrl)) &&
      openRazorpay(session, {
        prefill: { name: to.fullName, contact: to.phoneNumber },
        onPaid: (payment) => {
          void paid.save(to, payment, deliveries, substitution).then(() => setBusy(false));
        },
        // Razorpay keeps its window open for another try: the page stays busy until it closes.
        onFailed: () => toast.error(PAYMENT_FAILED),
        onDismiss: () => {
          setBusy(false);
          toast(PAYMENT_CANCELLED);
        },
        onInvalid: () => {
          setBusy(false);
          toast.error(PAYMENT_INIT_FAILED);
        },
      });
    if (!opened) {
      setBusy(false);
      toast.error(PAYMENT_INIT_FAILED);
    }
  };

  const payNow = async () => {
    if (busy) return;
    if (!address) {
      toast.error(NO_SHIPPING_ADDRESS);
      return;
    }
    setBusy(true);
    // Quantities still waiting for their pause go first: the server prices its own cart.
    await useCart.getState().flushQuantities();

    const deliveries = delivery.lines;

    if (method === "cod") {
      const outcome = await placeOrder(
        address,
        undefined,
        (href) => router.replace(href),
        deliveries,
        substitution,
      );
      if (outcome.ok) {
        setPlacedCash(true);
        return;
      }
      setBusy(false);
      if (outcome.refused && deliveries) delivery.refused();
      return;
    }

    const started = await checkoutApi.start(deliveries);
    if (!started.ok) {
      setBusy(false);
      toast.error(started.error ?? PAYMENT_INIT_FAILED);
      if (started.problem === "refused" && deliveries) delivery.refused();
      return;
    }
    await openProvider(started.value, address, deliveries);
  };

  return {
    payNow,
    busy: busy || paid.saving,
    placed: placedCash || paid.placed,
    unsaved: paid.unsaved,
    saving: paid.saving,
    retry: paid.retry,
  };
}
