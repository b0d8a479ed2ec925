import { ShoppingBag } from "lucide-react";
import { CART_EMPTY } from "@/lib/cart/messages";
import type { CartStatus } from "@/lib/stores/cart";
import { CartSkeleton } from "./cart-skeleton";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";

/**
 * What a cart page shows while it has no lines: a skeleton until the cart is loaded, the
 * load error, or the empty cart with `emptyText` and a way back to the shop.
 */
export function CartLoadState({ status, emptyText }: { status: CartStatus; emptyText: string }) {
  if (status === "idle" || status === "loading") return <CartSkeleton />;
  if (status === "error") return <LoadError what="cart" />;
  return (
    <EmptyState
      icon={ShoppingBag}
      title={CART_EMPTY}
      text={emptyText}
      action={{ href: "/", label: "Continue shopping" }}
    />
  );
}
