"use client";

import { useMemo, useSyncExternalStore } from "react";
import { readDeliveryAddress } from "@/lib/stores/delivery-address";
import type { Address } from "@/lib/types";

const noSubscription = () => () => {};

/**
 * The address chosen on /addaddress (kept in this tab's sessionStorage): `undefined` in the
 * server render and during hydration, then the address or null when none was chosen.
 */
export function useDeliveryAddress(): Address | null | undefined {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useMemo(() => (hydrated ? readDeliveryAddress() : undefined), [hydrated]);
}
