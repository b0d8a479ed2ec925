"use client";

import { useEffect, useState } from "react";
import { deliveryApi } from "@/lib/api/delivery";
import type { DeliveryOptions } from "@/lib/delivery/types";

/**
 * One gift's delivery options at `pincode`, read in the browser (null until they arrive, or
 * when they cannot be had): a cart line reads its slot's window and its courier range here.
 */
export function useLineOptions(productId: string, pincode: string | null) {
  const [options, setOptions] = useState<DeliveryOptions | null>(null);
  const [read, setRead] = useState<string | null>(null);
  const key = pincode ? `${pincode}:${productId}` : null;
  if (read !== key) {
    setRead(key);
    setOptions(null);
  }

  useEffect(() => {
    if (!pincode) return;
    const controller = new AbortController();
    void deliveryApi.options(pincode, productId, controller.signal).then((result) => {
      if (result.ok) setOptions(result.value);
      else if (result.problem !== "aborted") {
        console.error("[cart] could not read a line's delivery options:", result.error);
      }
    });
    return () => controller.abort();
  }, [pincode, productId]);

  return options;
}
