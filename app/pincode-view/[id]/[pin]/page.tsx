import type { Metadata } from "next";
import { headers } from "next/headers";
import { GiftNotFound } from "@/app/products/[id]/gift-not-found";
import {
  ProductScreen,
  loadProductPage,
  productPageMetadata,
} from "@/components/product/product-screen";
import { isProductId } from "@/lib/backend/catalogue";
import { checkDelivery, showsDelivery } from "@/lib/backend/delivery";
import { shopperOf } from "@/lib/bff/rate-limit";
import { pincodeOf } from "@/lib/delivery/pincode-view";

type Props = {
  params: Promise<{ id: string; pin: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The pincode twin of `/products/{id}` (docs/delivery.md "The storefront"): with the shopper's
 * `pincode` cookie set, proxy.ts names it and next.config.ts rewrites the product page here,
 * and proxy.ts refuses this path to browsers, so shoppers only see `/products/{id}`. The same
 * page, with the delivery answer for that pincode rendered on the server. Rendered per request:
 * the answer changes with the minute (a slot closes, fills up), and caching it per pincode
 * would let anyone fill the page cache with 19,000 pincodes per product. Per request, it reads
 * `?variant=` itself (docs/gifting.md "Storefront"; the rewrite keeps the query).
 */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return productPageMetadata(id);
}

export default async function ProductForPincodePage({ params, searchParams }: Props) {
  const { id, pin } = await params;
  const { variant } = await searchParams;
  const pincode = pincodeOf(pin);
  const available = await showsDelivery();
  // The shopper's address goes with the check: the backend limits these reads per address.
  const { address } = shopperOf(await headers());
  // Only a backend with delivery is asked; the check runs alongside the product's reads.
  const checking =
    available && pincode && isProductId(id)
      ? checkDelivery(pincode, id, address)
      : Promise.resolve(null);
  const data = await loadProductPage(id);
  if (!data) return <GiftNotFound />;
  const delivery = available ? { initial: await checking } : null;
  return (
    <ProductScreen
      {...data}
      delivery={delivery}
      variantId={typeof variant === "string" ? variant : null}
    />
  );
}
