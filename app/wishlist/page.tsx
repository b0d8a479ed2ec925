import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountLayout } from "@/components/account/account-layout";
import { WishlistView } from "@/components/cart/wishlist-view";
import { getCurrentAccount } from "@/lib/auth/session";
import { PATHS, loginPath } from "@/lib/routing/paths";

export const metadata: Metadata = {
  title: "My wishlist",
  robots: { index: false, follow: false },
};

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
