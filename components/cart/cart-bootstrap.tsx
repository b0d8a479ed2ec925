"use client";

import { useEffect } from "react";
import { useCart } from "@/lib/stores/cart";
import { useSession } from "@/lib/stores/session";

/**
 * Seeds the cart and wishlist once a shopper is signed in (docs/contract.md, Behaviour), and sends
 * any quantity still waiting for its pause when the tab is hidden or closed. Renders nothing.
 */
export function CartBootstrap() {
  const status = useSession((state) => state.status);
  const userId = useSession((state) => state.user?.id);

  useEffect(() => {
    if (status === "authenticated") void useCart.getState().load();
  }, [status, userId]);

  useEffect(() => {
    const send = () => void useCart.getState().flushQuantities();
    window.addEventListener("pagehide", send);
    return () => window.removeEventListener("pagehide", send);
  }, []);

  return null;
}
