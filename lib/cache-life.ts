/**
 * How long each kept copy of the shop's answers lives, in seconds: every page, fetch and
 * Cache-Control header that keeps one reads its lifetime here (docs/performance.md,
 * docs/scale-out.md "How fresh"). A catalogue change does not wait for them: the backend's
 * webhook expires the catalogue's tags at once (lib/backend/revalidate.ts). They bound how old
 * a copy can be when that word is missed, and how often the backend is asked.
 *
 * Not here: how long the shared page cache keeps an entry in Redis (two days, a not-found page
 * one minute). Those bound Redis's memory, not freshness, and live in the plain JavaScript
 * Next loads without compiling (lib/cache/shared-store.mjs, lib/cache/shared-page-cache.mjs).
 */
export const CACHE_LIFE = {
  /**
   * A catalogue page (home, the cached lists, a product, a variant) is regenerated at most this
   * often, and Next writes it as the page's `s-maxage`: how long the edge keeps it. Open-source
   * nginx cannot purge one address, so this alone bounds the edge; a minute keeps its hit ratio
   * high under a burst (one request per page per minute reaches a storefront) while a price
   * change is everywhere within a minute. proxy.ts keeps its own copies of the categories and
   * of a product's variants as long, so it routes to the pages it serves. Next needs the number
   * written out in each page (`export const revalidate = 60`); tests/unit/lib/cache-life.test.ts
   * holds those to this.
   */
  cataloguePage: 60,
  /**
   * A catalogue read (categories, products, reviews, add-ons, the payment mode) in Next's Data
   * Cache. The pages built from these reads regenerate every minute without asking the backend
   * again, so it answers each read at most once in 5 minutes however busy the shop; a page
   * with no shorter lifetime of its own (the policy pages) takes this one. The storefront's
   * in-memory findings about the backend (its capabilities, whether it has delivery, the local
   * catalogue) are read again as often.
   */
  catalogueRead: 300,
  /**
   * One query's search suggestions, in the Data Cache and, as `public, max-age`, in browsers
   * and CDNs: a popular prefix costs the backend one query a minute (docs/performance.md).
   */
  searchSuggestions: 60,
  /**
   * A shopper's own gift photo, in their browser only (`private`): a photo never changes under
   * its id, and the BFF keeps the backend's own hour (docs/gifting.md "Photos").
   */
  giftPhoto: 60 * 60,
  /**
   * A resized product picture, kept by the image optimizer at least this long whatever the
   * backend's own header says: the reference backend names its pictures by their content, and
   * the original backend sends `max-age=0`, which would have every picture resized again after
   * Next's default of 4 hours.
   */
  resizedPicture: 30 * 24 * 60 * 60,
} as const satisfies Record<string, number>;
