"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CheckedDelivery } from "@/lib/delivery/choice";
import { DELIVERY_UNAVAILABLE } from "@/lib/delivery/messages";

export type CheckStatus = "idle" | "checking" | "ready" | "error";

/** The failure text when a check could not be made. */
const CHECK_FAILED = "Could not check this PIN code. Please try again.";

/**
 * One gift's delivery check in the browser: asks, in parallel, what the pincode gets and how
 * the gift goes there; the newest check wins, an older answer still on its way is dropped.
 * Starts from the server's answer when the page rendered one.
 */
export function useDeliveryCheck(productId: string, initial: CheckedDelivery | null) {
  const [checked, setChecked] = useState<CheckedDelivery | null>(initial);
  const [status, setStatus] = useState<CheckStatus>(initial ? "ready" : "idle");
  const [error, setError] = useState<string | null>(null);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  /** Checks `pincode`; resolves the answer, or null with `error` set. */
  const check = useCallback(
    async (pincode: string): Promise<CheckedDelivery | null> => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setStatus("checking");
      setError(null);
      // The requests load with the first check, not with every product page.
      const api = await import("@/lib/api/delivery").catch(() => null);
      if (controller.signal.aborted) return null;
      if (!api) {
        setStatus("error");
        setError(CHECK_FAILED);
        return null;
      }
      const { deliveryApi } = api;
      const [answer, options] = await Promise.all([
        deliveryApi.pincode(pincode, controller.signal),
        deliveryApi.options(pincode, productId, controller.signal),
      ]);
      if (controller.signal.aborted) return null;
      const failed = !answer.ok ? answer : !options.ok ? options : null;
      if (failed || !answer.ok || !options.ok) {
        setStatus("error");
        setError(failed?.error ?? CHECK_FAILED);
        return null;
      }
      if (!answer.value || !options.value) {
        setStatus("error");
        setError(DELIVERY_UNAVAILABLE);
        return null;
      }
      const next = { answer: answer.value, options: options.value };
      setChecked(next);
      setStatus("ready");
      return next;
    },
    [productId],
  );

  return { checked, status, error, check };
}
