import "server-only";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { CACHE_LIFE } from "@/lib/cache-life";
import type { Product } from "@/lib/types";
import { reshapeProducts } from "./catalogue-wire";
import { catalogueCache } from "./catalogue";
import { BackendError, backendFetch, throwIfRefused } from "./fetch";
import { keepLastGoodCopy } from "./last-good-copy";
import { TAGS } from "./tags";
import { answerFields } from "./wire";

/**
 * Add-ons (docs/gifting.md "Catalogue"): the candles, cards, balloons and chocolates the
 * reference backend offers between the cart and the address. A backend that speaks only the
 * contract answers 404, and the storefront skips the step.
 */

const addOnsAnswer = z.object({ ...answerFields, products: z.array(z.unknown()) });

/**
 * Next's fetch cache keeps only 200 answers, so a contract backend's 404 is remembered here
 * instead, for as long as the catalogue is cached: its cart pages do not ask again each time.
 */
const NO_ADD_ONS_TTL_MS = CACHE_LIFE.catalogueRead * 1000;
let noAddOnsUntil = 0;

/**
 * GET /api/addons: the approved add-on products in the backend's order; [] from a contract
 * backend (404). Shared by every shopper, so cached like the catalogue's other reads.
 */
export async function fetchAddOns(): Promise<Product[]> {
  if (Date.now() < noAddOnsUntil) return [];
  try {
    const answer = await backendFetch("/api/addons", addOnsAnswer, catalogueCache(TAGS.addOns));
    throwIfRefused(answer, "GET /api/addons", 502);
    return reshapeProducts(answer.products);
  } catch (error) {
    if (error instanceof BackendError && error.status === 404) {
      noAddOnsUntil = Date.now() + NO_ADD_ONS_TTL_MS;
      return [];
    }
    throw error;
  }
}

/** Forgets a 404 remembered (tests; a backend swapped under a running storefront). */
export function forgetNoAddOns(): void {
  noAddOnsUntil = 0;
}

/**
 * For a page: the add-ons to offer. A backend that cannot say just now offers none, so the
 * step is skipped rather than standing between the shopper and checkout; a page the cache
 * keeps keeps its last good copy instead of caching the gap.
 */
export async function addOnsToOffer(): Promise<Product[]> {
  try {
    return await fetchAddOns();
  } catch (error) {
    unstable_rethrow(error);
    console.error("[addons] could not read the add-ons; skipping the step:", error);
    await keepLastGoodCopy();
    return [];
  }
}

/** For a page: whether checkout has the add-ons step (the cart's Continue, the steps bar). */
export async function showsAddOns(): Promise<boolean> {
  return (await addOnsToOffer()).length > 0;
}
