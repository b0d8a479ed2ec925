/** The catalogue router (no login): the calls of seed-spec §7 that read products. */
import { Hono } from "hono";
import type { Db } from "../../db/client";
import { DEFAULT_PROFILE, isContract, type BackendProfile } from "../../profile";
import {
  filterProducts,
  getCategories,
  getProduct,
  getSubcategories,
  productsByCategory,
  relatedProducts,
  searchProducts,
} from "./catalogue.handlers";
import { productJsonFor } from "./product-json";
import { createTotalsCache } from "./totals-cache";

export function catalogueRoutes(db: Db, profile: BackendProfile = DEFAULT_PROFILE) {
  const deps = {
    db,
    contract: isContract(profile),
    toProductJson: productJsonFor(profile),
    slowTotals: createTotalsCache(),
  };
  return new Hono()
    .get("/getcategories", getCategories(deps))
    .get("/getsubcategories", getSubcategories(deps))
    .get("/client/search", searchProducts(deps))
    .get("/client/productsbycategory", productsByCategory(deps))
    .get("/product/filter", filterProducts(deps))
    .get("/products/:id", getProduct(deps))
    .get("/product/related/:id", relatedProducts(deps));
}
