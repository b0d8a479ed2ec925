import type { Metadata } from "next";
import { headers } from "next/headers";
import {
  ProductScreen,
  loadProductPage,
  productPageMetadata,
} from "@/components/product/product-screen";
import { isProductId } from "@/lib/backend/catalogue";
import { checkDelivery, showsDelivery } from "@/lib/backend/delivery";
import { shopperOf } from "@/lib/bff/rate-limit";
import type { CheckedDelivery } from "@/lib/delivery/choice";
import { pincodeOf } from "@/lib/delivery/pincode-view";
import { GiftNotFound } from "./gift-not-found";

/**
 * The product page, `/products/{id}`, in each of its renderings. The shopper only ever sees
 * `/products/{id}`; proxy.ts and next.config.ts send it to a twin when the page differs:
 * - the cached page, for every visitor: the delivery check with no answer yet;
 * - the variant twin (app/(product)/variant-view, docs/gifting.md "Storefront"), cached too:
 *   the page with a variant of `?variant=` chosen, its price in the HTML;
 * - the pincode twin (app/(product)/pincode-view, docs/delivery.md "The storefront"), rendered
 *   per request: the page with the delivery answer for the shopper's pincode.
 * Each rendering is a route of its own only because Next caches, or not, by route; the page
 * itself is this one.
 */

/** How a twin's rendering differs from the cached page. */
export interface ProductView {
  /** The variant to show chosen (the first one when the product has no such variant). */
  variantId?: string | null;
  /** The pincode from the pincode twin's address: its delivery answer is rendered here. */
  pin?: string;
}

/** The delivery check's part of the page; null where the shop has no delivery (the contract's page). */
type Delivery = { initial: CheckedDelivery | null } | null;

/** Title, description, canonical URL (always `/products/{id}`) and share picture of the product. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ id: string }>;
}): Promise<Metadata> {
  const { id } = await params;
  return productPageMetadata(id);
}

/** The product page of `id`, as `view` renders it; the gift's 404 for an id the shop does not have. */
export async function productPage(id: string, { variantId, pin }: ProductView = {}) {
  // The pincode's answer is asked for first: it comes in alongside the product's reads.
  const asked = pin === undefined ? null : await askDelivery(id, pin);
  const data = await loadProductPage(id);
  if (!data) return <GiftNotFound />;
  const delivery = asked ? await asked.answer : (await showsDelivery()) ? { initial: null } : null;
  return <ProductScreen {...data} delivery={delivery} variantId={variantId} />;
}

/**
 * The delivery answer for `pin` and this gift, started and not awaited. Only a backend with
 * delivery is asked, and only for a well-formed pincode and product id.
 */
async function askDelivery(id: string, pin: string): Promise<{ answer: Promise<Delivery> }> {
  const pincode = pincodeOf(pin);
  const available = await showsDelivery();
  // The shopper's address goes with the check: the backend limits these reads per address.
  const { address } = shopperOf(await headers());
  if (!available) return { answer: Promise.resolve(null) };
  const checking =
    pincode && isProductId(id) ? checkDelivery(pincode, id, address) : Promise.resolve(null);
  return { answer: checking.then((initial) => ({ initial })) };
}
