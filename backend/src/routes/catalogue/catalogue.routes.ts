/** The catalogue router (no login): the calls of docs/contract.md, Catalogue that read products. */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, features, type BackendProfile } from "../../profile";
import * as handle from "./catalogue.handlers";
import { catalogueProductJson } from "./product-json";
import { createKeptAnswers } from "./kept-answers";

export function catalogueRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const deps = {
    db,
    features: features(profile),
    productJson: catalogueProductJson(db, profile),
    slowTotals: createKeptAnswers<number>(),
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
