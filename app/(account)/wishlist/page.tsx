import { redirect } from "next/navigation";
import { AccountLayout } from "@/components/account/account-layout";
import { WishlistView } from "@/components/cart/wishlist-view";
import { getCurrentAccount } from "@/lib/auth/session";
import { PATHS, loginPath } from "@/lib/routing/paths";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("My wishlist");

/**
 * /wishlist (docs/contract.md, Screens: Wishlist): the saved gifts, inside the account pages'
 * frame.
 */
export default async function WishlistPage() {
  const account = await getCurrentAccount();
  if (!account) redirect(loginPath(PATHS.wishlist));

  return (
    <AccountLayout user={account} current="wishlist" title="My Wishlist">
      <WishlistView />
    </AccountLayout>
  );
}
