import { CartBootstrap } from "@/components/cart/cart-bootstrap";
import { cn } from "@/lib/cn";
import { AccountMenu } from "./account-menu";
import { CountLinks } from "./count-links";

/** The header's user area: Login or the account menu, then the wishlist and cart icons. */
export function HeaderActions({ className }: { className?: string }) {
  return (
    <div className={cn("flex items-center gap-1 sm:gap-2", className)}>
      <AccountMenu />
      <CartBootstrap />
      <CountLinks />
    </div>
  );
}
