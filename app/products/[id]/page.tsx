import type { Metadata } from "next";
import {
  ProductScreen,
  loadProductPage,
  productPageMetadata,
} from "@/components/product/product-screen";
import { showsDelivery } from "@/lib/backend/delivery";
import { GiftNotFound } from "./gift-not-found";

type Props = { params: Promise<{ id: string }> };

// Each product page is rendered on its first visit, then served from the cache and
// regenerated at most every minute, the edge's s-maxage (at once when its reviews or the
// catalogue change, through their tags; docs/scale-out.md "How fresh"). The number is
// CACHE_LIFE.cataloguePage (lib/cache-life.ts), written out because Next reads it as written.
// No product is prerendered at build, so a build neither needs nor waits for the catalogue.
// A shopper who has given a pincode gets the pincode twin instead (app/pincode-view).
export const revalidate = 60;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** Title, description, canonical URL and share picture of the product. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return productPageMetadata(id);
}

/** /products/{id}: the product, with the delivery check (no answer yet) where the shop has one. */
export default async function ProductPage({ params }: Props) {
  const { id } = await params;
  const data = await loadProductPage(id);
  if (!data) return <GiftNotFound />;
  const delivery = (await showsDelivery()) ? { initial: null } : null;
  return <ProductScreen {...data} delivery={delivery} />;
}
