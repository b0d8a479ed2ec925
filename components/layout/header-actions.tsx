import { Heart } from "@/components/ui/icons/heart";
import { ShoppingCart } from "@/components/ui/icons/shopping-cart";
import { UserRound } from "@/components/ui/icons/user-round";
import { CartBootstrap } from "@/components/cart/cart-bootstrap";
import { HeaderPincode } from "@/components/delivery/header-pincode";
import { cn } from "@/lib/cn";
import { AccountMenu } from "./account-menu";
import { CountLinks } from "./count-links";

/**
 * The header's user area: the delivery pincode (where the shop delivers by pincode), Login or
 * the account menu, then the wishlist and cart icons.
 */
export function HeaderActions({
  delivery = false,
  className,
}: {
  /** The backend has the delivery extension (docs/delivery.md). */
  delivery?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center gap-1 sm:gap-2", className)}>
      {/* Phones show it as a strip under the search box (header.tsx). */}
      {delivery ? <HeaderPincode className="hidden md:block" /> : null}
      {/* The icons are drawn here, on the server, and handed to the islands. */}
      <AccountMenu loginIcon={<UserRound aria-hidden className="size-4" strokeWidth={2.25} />} />
      <CartBootstrap />
      <CountLinks
        wishlistIcon={<Heart aria-hidden className="size-6" strokeWidth={1.75} />}
        cartIcon={<ShoppingCart aria-hidden className="size-6" strokeWidth={1.75} />}
      />
    </div>
  );
}
