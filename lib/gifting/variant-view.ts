/**
 * How `/products/{id}?variant={variantId}` is rendered on the server with that variant chosen
 * (docs/gifting.md "Storefront"): proxy.ts checks that the product has the variant and names it
 * in a request header, and next.config.ts rewrites the page to its variant twin
 * `app/(product)/variant-view/[id]/[variant]`, cached like the product page. A variant the
 * product does not have is never named, so it gets the product's cached page (its first
 * variant) and adds no page to the cache. No `@/` imports: next.config.ts loads this file.
 */

/** The request header in which proxy.ts names a variant the product has. */
export const VARIANT_VIEW_HEADER = "x-uphaar-variant";

/** The twin's first path segment; proxy.ts answers 404 to a browser that asks for it. */
const VARIANT_VIEW_SEGMENT = "variant-view";

/** The query parameter that names a variant in a product page's address. */
export const VARIANT_PARAM = "variant";

/** VARIANT_ID of @giftshop/shared/gifting, as the rewrite's pattern. */
const VARIANT_PATTERN = "[a-z0-9][a-z0-9-]{0,39}";

/** A product page's address with a variant chosen; the canonical address stays without it. */
export function variantPath(productId: string, variantId: string): string {
  return `/products/${encodeURIComponent(productId)}?${VARIANT_PARAM}=${encodeURIComponent(variantId)}`;
}

/** next.config.ts's rewrite of a product page to its variant twin, once proxy.ts has named it. */
export const VARIANT_VIEW_REWRITE = {
  source: "/products/:id",
  has: [
    { type: "query" as const, key: VARIANT_PARAM },
    { type: "header" as const, key: VARIANT_VIEW_HEADER, value: `(?<variant>${VARIANT_PATTERN})` },
  ],
  destination: `/${VARIANT_VIEW_SEGMENT}/:id/:variant`,
};
