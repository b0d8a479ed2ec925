import "server-only";
import { revalidateTag } from "next/cache";
import { TAGS } from "./tags";

/**
 * After a mutation, expire exactly the cached reads it changed. Every mutation goes through
 * here, so no handler revalidates by hand and none is forgotten.
 */
export const revalidateAfter = {
  /** A review was posted: the product's review list changes. */
  review(productId: string) {
    // Expire at once (not stale-while-revalidate): the shopper who posted reloads the list.
    revalidateTag(TAGS.reviews(productId), { expire: 0 });
  },
  /**
   * The backend changed products (their page, price or stock; none named: any of them): the
   * catalogue's reads and the pages made from them expire at once, and each named product's.
   */
  catalogueChanged(productIds: readonly string[]) {
    revalidateTag(TAGS.catalogue, { expire: 0 });
    for (const id of new Set(productIds)) revalidateTag(TAGS.product(id), { expire: 0 });
  },
};
