import { Heart } from "@/components/ui/icons/heart";
import { ShoppingBag } from "@/components/ui/icons/shopping-bag";
import { CART_EMPTY, WISHLIST_EMPTY } from "@giftshop/shared/messages/cart";
import { PATHS } from "@/lib/routing/paths";
import type { CartStatus } from "@/lib/stores/cart";
import { CartSkeleton, WishlistSkeleton } from "./cart-skeleton";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";

const LISTS = {
  cart: { Skeleton: CartSkeleton, icon: ShoppingBag, title: CART_EMPTY, cta: "Continue shopping" },
  wishlist: {
    Skeleton: WishlistSkeleton,
    icon: Heart,
    title: WISHLIST_EMPTY,
    cta: "Start shopping",
  },
} as const;

/**
 * What a page of the cart store's lists (the cart or the wishlist) shows while the list has
 * nothing in it: a skeleton until the store is loaded, the load error, or the empty list with
 * `emptyText` and a way back to the shop.
 */
export function CartLoadState({
  list = "cart",
  status,
  emptyText,
}: {
  list?: keyof typeof LISTS;
  status: CartStatus;
  emptyText: string;
}) {
  const { Skeleton, icon, title, cta } = LISTS[list];
  if (status === "idle" || status === "loading") return <Skeleton />;
  if (status === "error") return <LoadError what={list} />;
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={emptyText}
      action={{ href: PATHS.home, label: cta }}
    />
  );
}
