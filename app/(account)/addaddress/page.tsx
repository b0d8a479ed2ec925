import { redirect } from "next/navigation";
import { AddressBook } from "@/components/account/address-book";
import { CheckoutPage } from "@/components/cart/checkout-page";
import { getProfile } from "@/lib/auth/profile";
import { showsAddOns } from "@/lib/backend/addons";
import { PATHS, loginPath } from "@/lib/routing/paths";
import { privatePageMetadata } from "@/lib/seo/private-page";

export const metadata = privatePageMetadata("Delivery address");

/**
 * /addaddress (docs/contract.md, Screens: Addresses): choose where the order goes, and manage saved
 * addresses.
 */
export default async function AddAddressPage() {
  const [profile, addOns] = await Promise.all([getProfile(), showsAddOns()]);
  if (!profile) redirect(loginPath(PATHS.addAddress));

  return (
    <CheckoutPage
      step="Address"
      title="Delivery address"
      intro="Tick the address this order should go to, or add a new one."
      narrow
      addOns={addOns}
    >
      <AddressBook initialAddresses={profile.addresses} />
    </CheckoutPage>
  );
}
