/** The catalogue router (no login): the calls of docs/contract.md, Catalogue that read products. */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, features, type BackendProfile } from "../../profile";
import type { DeliveryNeed } from "@giftshop/shared/search/query";
import * as handle from "./catalogue.handlers";
import { catalogueProductJson } from "./product-json";
import { createKeptAnswers } from "./kept-answers";
import { loadKindsByNeed, type KindsByNeed } from "../../delivery/store";

export function catalogueRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  // Kept a minute, as the earliest delivery rules are (product-json.ts): an operator's change
  // to the delivery tables reaches the filter within a minute.
  const kindsByNeed = createKeptAnswers<KindsByNeed>({ maxEntries: 1 });
  const deps = {
    db,
    features: features(profile),
    productJson: catalogueProductJson(db, profile),
    slowTotals: createKeptAnswers<handle.MatchCount>(),
    deliveryKinds: async (need: DeliveryNeed) =>
      (await kindsByNeed.get("kinds", () => loadKindsByNeed(db)))[need],
  };
  return new Hono()
    .get("/getcategories", handle.getCategories(deps))
    .get("/getsubcategories", handle.getSubcategories(deps))
    .get("/client/search", handle.searchProducts(deps))
    .get("/client/productsbycategory", handle.productsByCategory(deps))
    .get("/product/filter", handle.filterProducts(deps))
    .get("/products/:id", handle.getProduct(deps))
    .get("/product/related/:id", handle.relatedProducts(deps));
}
