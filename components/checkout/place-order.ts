"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { useCart } from "@/lib/stores/cart";
import { toast } from "@/lib/toast";
import type { Address } from "@/lib/types";
import { ORDER_SAVE_FAILED, ORDER_SAVE_FAILED_AFTER_PAYMENT } from "@/lib/validations/checkout";
import { checkoutApi, type SignedPayment } from "@/lib/api/checkout";
import { PATHS, successPath } from "@/lib/routing/paths";

type Navigate = (href: string) => void;

export type PlaceOutcome = { ok: true } | { ok: false; error: string };

/** The server emptied the cart with the order: forget the store's copy and read it afresh. */
function forgetCart() {
  const cart = useCart.getState();
  cart.reset();
  // reset() also forgets the wishlist; reading again keeps the header's heart badge right.
  void cart.load();
}

/**
 * Places the order, then goes to its success page: /payment-success for the order a signed
 * payment paid for (Razorpay's handler and the local payment page both end here),
 * /order-success for cash on delivery (no payment). On failure the error is toasted and the
 * caller keeps `payment` for a retry: the backend is idempotent on the payment id.
 */
export async function placeOrder(
  address: Address,
  payment: SignedPayment | undefined,
  replace: Navigate,
): Promise<PlaceOutcome> {
  const result = await checkoutApi.placeOrder(address, payment);
  if (!result.ok) {
    const error = result.error ?? (payment ? ORDER_SAVE_FAILED_AFTER_PAYMENT : ORDER_SAVE_FAILED);
    toast.error(error);
    return { ok: false, error };
  }
  forgetCart();
  const successPage = payment ? PATHS.paymentSuccess : PATHS.orderSuccess;
  replace(successPath(successPage, result.value.orderId));
  return { ok: true };
}

/** A payment that went through while its order could not be saved: what a retry re-sends. */
export interface UnsavedPayment {
  address: Address;
  payment: SignedPayment;
  error: string;
}

/**
 * placeOrder with the page's state around it: `saving` while the order is being saved,
 * `unsaved` after a failure (the page shows a "Try again" that calls `retry`), `placed` once
 * the shopper is on the way to /payment-success.
 */
export function usePaidOrder() {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const [placed, setPlaced] = useState(false);
  const [unsaved, setUnsaved] = useState<UnsavedPayment | null>(null);

  const save = useCallback(
    async (address: Address, payment: SignedPayment) => {
      setSaving(true);
      const outcome = await placeOrder(address, payment, (href) => router.replace(href));
      setSaving(false);
      if (outcome.ok) {
        setUnsaved(null);
        setPlaced(true);
      } else {
        setUnsaved({ address, payment, error: outcome.error });
      }
      return outcome;
    },
    [router],
  );

  const retry = useCallback(async () => {
    if (unsaved) await save(unsaved.address, unsaved.payment);
  }, [save, unsaved]);

  return { saving, placed, unsaved, save, retry };
}
