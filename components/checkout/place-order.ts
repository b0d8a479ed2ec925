"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { useCart } from "@/lib/stores/cart";
import { toast } from "@/lib/toast";
import { clearCheckoutDeliveries } from "@/lib/stores/checkout-deliveries";
import type { Address } from "@/lib/types";
import type { SubstitutionChoice } from "@giftshop/shared/substitution";
import {
  ORDER_SAVE_FAILED,
  ORDER_SAVE_FAILED_AFTER_PAYMENT,
  type DeliveryLine,
} from "@/lib/validations/checkout";
import { checkoutApi, type SignedPayment } from "@/lib/api/checkout";
import { PATHS, successPath } from "@/lib/routing/paths";

type Navigate = (href: string) => void;

/** `refused`: the shop said no (4xx), e.g. a delivery slot that closed: worth a new look. */
export type PlaceOutcome = { ok: true } | { ok: false; error: string; refused: boolean };

/** The server emptied the cart with the order: forget the store's copy and read it afresh. */
function forgetCart() {
  const cart = useCart.getState();
  cart.reset();
  clearCheckoutDeliveries();
  // reset() also forgets the wishlist; reading again keeps the header's heart badge right.
  void cart.load();
}

/**
 * Places the order, then goes to its success page: /payment-success for the order a signed
 * payment paid for (Razorpay's handler and the local payment page both end here),
 * /order-success for cash on delivery (no payment). `deliveries` are the ones the shopper saw
 * (docs/delivery.md), where the shop keeps delivery, and `substitution` the answer to the
 * question checkout asked for a cake or flowers (docs/after-the-order.md). On failure the error is toasted and the
 * caller keeps `payment` for a retry: the backend is idempotent on the payment id.
 */
export async function placeOrder(
  address: Address,
  payment: SignedPayment | undefined,
  replace: Navigate,
  deliveries?: DeliveryLine[],
  substitution?: SubstitutionChoice,
): Promise<PlaceOutcome> {
  const result = await checkoutApi.placeOrder(address, payment, deliveries, substitution);
  if (!result.ok) {
    const error = result.error ?? (payment ? ORDER_SAVE_FAILED_AFTER_PAYMENT : ORDER_SAVE_FAILED);
    toast.error(error);
    return { ok: false, error, refused: result.problem === "refused" };
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
  deliveries: DeliveryLine[] | undefined;
  substitution: SubstitutionChoice | undefined;
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
    async (
      address: Address,
      payment: SignedPayment,
      deliveries?: DeliveryLine[],
      substitution?: SubstitutionChoice,
    ) => {
      setSaving(true);
      const outcome = await placeOrder(
        address,
        payment,
        (href) => router.replace(href),
        deliveries,
        substitution,
      );
      setSaving(false);
      if (outcome.ok) {
        setUnsaved(null);
        setPlaced(true);
      } else {
        setUnsaved({ address, payment, deliveries, substitution, error: outcome.error });
      }
      return outcome;
    },
    [router],
  );

  const retry = useCallback(async () => {
    if (unsaved) {
      await save(unsaved.address, unsaved.payment, unsaved.deliveries, unsaved.substitution);
    }
  }, [save, unsaved]);

  return { saving, placed, unsaved, save, retry };
}
