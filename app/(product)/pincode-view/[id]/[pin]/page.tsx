import { productPage } from "../../../product-page";

export { generateMetadata } from "../../../product-page";

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

export default async function ProductForPincodePage({ params, searchParams }: Props) {
  const { id, pin } = await params;
  const { variant } = await searchParams;
  return productPage(id, { pin, variantId: typeof variant === "string" ? variant : null });
}
