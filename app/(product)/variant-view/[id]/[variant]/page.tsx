import { productPage } from "../../../product-page";

export { generateMetadata } from "../../../product-page";

type Props = { params: Promise<{ id: string; variant: string }> };

/**
 * The variant twin of `/products/{id}?variant={variantId}` (docs/gifting.md "Storefront"): for a
 * variant the product has, proxy.ts names it and next.config.ts rewrites the product page here
 * (lib/gifting/variant-view.ts), and proxy.ts refuses this path to browsers. The same page with
 * that variant chosen, its price in the HTML. Cached like the product page: only real variants
 * reach it, so the cache holds at most one page per variant. A variant the product no longer
 * has (the proxy's memo is a minute old) shows the first one. The number is
 * CACHE_LIFE.cataloguePage (lib/cache-life.ts), written out because Next reads it as written.
 */
export const revalidate = 60;
export function generateStaticParams(): { id: string; variant: string }[] {
  return [];
}

export default async function ProductVariantPage({ params }: Props) {
  const { id, variant } = await params;
  return productPage(id, { variantId: variant });
}
