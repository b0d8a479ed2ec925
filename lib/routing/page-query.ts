/**
 * The query parameters the pages the edge caches read, in one place. The edge keys its page
 * cache on these alone and passes only these on to the storefronts
 * (deploy/nginx/giftshop.conf.template, docs/scale-out.md "The edge's cache key"): a page that
 * starts reading another parameter must add it here, and tests/unit/deploy/edge-cache-key.test.ts
 * fails until the template names it too.
 */
import { VARIANT_PARAM } from "@/lib/gifting/variant-view";

/** The product-list filter's parameters (lib/filters.ts), by what each one carries. */
export const FILTER_PARAMS = {
  categoryNames: "category",
  categoryIds: "cat",
  query: "query",
  minPrice: "min",
  maxPrice: "max",
  discount: "discount",
  sort: "sort",
  page: "page",
} as const;

/** Next's parameter on a client navigation's payload: a hash of the router headers it sent. */
export const NEXT_RSC_PARAM = "_rsc";

/**
 * Every query parameter a page the edge caches reads, in the order the edge writes them.
 * Lower-case letters, digits and `_` only: nginx reads a parameter as `$arg_<name>`, and
 * matches its name in any letter case.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [
  ...Object.values(FILTER_PARAMS),
  VARIANT_PARAM,
  NEXT_RSC_PARAM,
];

/** What Next's image optimiser (`/_next/image`) reads: the picture, the width and the quality. */
export const IMAGE_QUERY_PARAMS: readonly string[] = ["url", "w", "q"];
