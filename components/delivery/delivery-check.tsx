"use client";

import { LoaderCircle } from "@/components/ui/icons/loader-circle";
import { Suspense, lazy, useEffect, useEffectEvent, useId } from "react";
import {
  deliveryGap,
  keptOrDefault,
  type CheckedDelivery,
  type DeliveryGap,
} from "@/lib/delivery/choice";
import type { DeliveryChoice } from "@/lib/delivery/types";
import { usePincode } from "@/lib/stores/pincode";
import { PincodeForm } from "./pincode-form";
import { useDeliveryCheck } from "./use-delivery-check";

// The answer and the picker, with how days and slots read (choice-words.ts), load once there is
// an answer to show (with it, on a page the server rendered for a pincode): a product page
// opened without a pincode ships the form and the choice's rules only.
const DeliveryAnswer = lazy(() =>
  import("./delivery-answer").then((module) => ({ default: module.DeliveryAnswer })),
);
const DeliveryPicker = lazy(() =>
  import("./delivery-picker").then((module) => ({ default: module.DeliveryPicker })),
);

/**
 * The product page's delivery check (docs/delivery.md "The storefront"): a PIN code field, the
 * answer for this gift (announced as it arrives), and the picker of its day and slot. A
 * checked pincode is kept for the visit, and a pincode changed in the header is checked here
 * at once. `onChoice` hears the choice Add to Cart carries: the picked slot's, or null; `onGap`
 * hears what is still missing for it (no pincode, one the gift cannot go to, no slot).
 */
export function DeliveryCheck({
  productId,
  initial,
  choice,
  onChoice,
  onGap,
}: {
  productId: string;
  /** The answer the server rendered for the shopper's pincode, when it had one. */
  initial: CheckedDelivery | null;
  choice: DeliveryChoice | null;
  onChoice: (choice: DeliveryChoice | null) => void;
  onGap?: (gap: DeliveryGap) => void;
}) {
  const headingId = useId();
  const { checked, status, error, check } = useDeliveryCheck(productId, initial);
  const pincode = usePincode((state) => state.pincode);
  const known = usePincode((state) => state.known);

  useEffect(() => usePincode.getState().read(), []);

  const gap = deliveryGap({
    checked,
    checking: status === "checking",
    failure: status === "error" ? error : null,
    choice,
  });
  const reportGap = useEffectEvent(() => onGap?.(gap));
  useEffect(() => reportGap(), [gap?.kind, gap?.message]);

  // The server's answer starts the picker on its default choice.
  const startOnServerAnswer = useEffectEvent(() => {
    if (initial) onChoice(keptOrDefault(initial.options, null));
  });
  useEffect(() => startOnServerAnswer(), []);

  // A pincode given elsewhere (the header) is checked here at once.
  const checkGiven = useEffectEvent(async (given: string) => {
    if (checked?.options.pincode === given) return;
    const next = await check(given);
    onChoice(next && keptOrDefault(next.options, null));
  });
  useEffect(() => {
    if (known && pincode) void checkGiven(pincode);
  }, [known, pincode]);

  const submit = async (pin: string): Promise<string | null> => {
    const next = await check(pin);
    onChoice(next && keptOrDefault(next.options, choice));
    if (!next) return null;
    return usePincode.getState().save(pin);
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-brand-50/60 p-4 ring-1 ring-brand-100"
    >
      <h2 id={headingId} className="text-base font-bold text-neutral-900">
        Check delivery
      </h2>
      <PincodeForm
        initial={checked?.options.pincode ?? pincode ?? ""}
        busy={status === "checking"}
        onCheck={submit}
        className="mt-2"
      />
      <div aria-live="polite" className="mt-3 empty:hidden">
        {status === "checking" ? (
          <p className="flex items-center gap-2 text-sm text-neutral-600">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Checking delivery…
          </p>
        ) : status === "error" ? (
          <p className="text-sm font-medium text-red-700">{error}</p>
        ) : checked ? (
          <Suspense fallback={<p className="text-sm text-neutral-600">Checking delivery…</p>}>
            <DeliveryAnswer checked={checked} />
          </Suspense>
        ) : (
          <p className="text-sm text-neutral-600">
            Enter the PIN code where the gift should go to see delivery days and slots.
          </p>
        )}
      </div>
      {checked && status !== "checking" && checked.options.mode === "hand" ? (
        <div className="mt-4 border-t border-brand-100 pt-4">
          <Suspense fallback={null}>
            <DeliveryPicker options={checked.options} value={choice} onChange={onChoice} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
