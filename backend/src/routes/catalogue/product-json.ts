/**
 * The wire shape of a product, as docs/contract.md, Shapes: Product names its fields (`_id`,
 * `oldprice`,
 * `categoryname: { name }`, `subcategory: { name }`, `images: [{ url, altText }]`).
 */
import { getTableColumns } from "drizzle-orm";
import { attributesOf } from "@giftshop/shared/product-attributes";
import type { Db } from "../../db/client";
import { categories, products, subcategories } from "../../db/schema";
import { loadEarliest, type EarliestByKind } from "../../delivery/store";
import { createKeptAnswers } from "./kept-answers";
import { features, type BackendProfile } from "../../profile";

/** Columns every product answer selects; join categories and left-join subcategories. */
export const productColumns = {
  ...getTableColumns(products),
  categoryName: categories.name,
  subcategoryName: subcategories.name,
};

/** A product row joined to its category's and subcategory's names. */
export type ProductRow = typeof products.$inferSelect & {
  categoryName: string;
  subcategoryName: string | null;
};

/**
 * Shapes a joined product row with only the fields of docs/contract.md, Shapes: Product (contract
 * mode's product).
 */
function toSpecProductJson(row: ProductRow) {
  return {
    _id: row.id,
    title: row.title,
    name: row.name,
    price: row.price,
    oldprice: row.oldPrice,
    discount: row.discount,
    description: row.description,
    ...attributesOf(row),
    approved: row.approved,
    sellerId: row.sellerId,
    image: row.images[0]?.url ?? "",
    images: row.images,
    categoryname: { _id: row.categoryId, name: row.categoryName },
    subcategory:
      row.subcategoryId && row.subcategoryName
        ? { _id: row.subcategoryId, name: row.subcategoryName }
        : null,
  };
}

/**
 * Shapes a joined product row into the answer the storefront reads, extensions included: who it
 * suits, when it was listed, and gifting's fields (docs/gifting.md) — its variants (`[]` for
 * none; the product's own price is the first one's), what it can be personalised with, and
 * whether it is offered in the add-ons step, and its reviews' average rating and count. Given
 * `earliest` (the catalogue's lists and pages), the earliest it can arrive anywhere
 * (docs/delivery.md, "Earliest delivery on cards").
 */
export function toProductJson(row: ProductRow, earliest?: EarliestByKind) {
  // The spec's fields go last: on Node 20 a literal that opens with the spread of a fresh
  // object and then adds fields costs twenty times as much to build (docs/performance.md,
  // "Object spread in code that runs per product").
  return {
    recipients: row.recipients,
    createdAt: row.createdAt.toISOString(),
    variants: row.variants,
    personalisation: row.personalisation ?? null,
    addOn: row.addOn,
    rating: ratingOf(row),
    // Left out of the JSON (undefined) where not asked for: the cart and the wishlist.
    earliestDelivery: earliest?.(row.deliveryKind),
    ...toSpecProductJson(row),
  };
}

/** A product's reviews in one figure: the average to one decimal and how many; null for none. */
function ratingOf(row: Pick<ProductRow, "ratingSum" | "ratingCount">) {
  if (row.ratingCount <= 0) return null;
  return {
    average: Math.round((row.ratingSum / row.ratingCount) * 10) / 10,
    count: row.ratingCount,
  };
}

/** How `profile` shapes a product: every field, or only §3's (contract mode). */
export function productJsonFor(profile: BackendProfile) {
  return PRODUCT_JSON[features(profile).answers.product];
}

/** A product's JSON by answer shape (profile.ts). */
const PRODUCT_JSON = {
  spec: toSpecProductJson,
  full: (row: ProductRow) => toProductJson(row),
} as const;

/** Shapes the catalogue's products: each row's JSON, read once per answer. */
export type CatalogueProductJson = () => Promise<(row: ProductRow) => object>;

/**
 * How the catalogue's answers shape a product under `profile`: as productJsonFor, and where the
 * backend delivers by pincode with the earliest each product can arrive. Those rules read the
 * whole zone table, so they are kept a minute (kept-answers.ts): an operator's change to the
 * delivery tables reaches the catalogue within a minute, the product page's check at once.
 */
export function catalogueProductJson(db: Db, profile: BackendProfile): CatalogueProductJson {
  const shape = productJsonFor(profile);
  if (!features(profile).routes.delivery) return async () => shape;
  const kept = createKeptAnswers<EarliestByKind>({ maxEntries: 1 });
  return async () => {
    const earliest = await kept.get("earliest", () => loadEarliest(db));
    return (row) => toProductJson(row, earliest);
  };
}

/** The lighter columns the search list needs (the whole catalogue goes out in one answer). */
export const searchColumns = {
  id: products.id,
  title: products.title,
  price: products.price,
  oldPrice: products.oldPrice,
  discount: products.discount,
  images: products.images,
  categoryId: products.categoryId,
  categoryName: categories.name,
  subcategoryId: products.subcategoryId,
  subcategoryName: subcategories.name,
};

export type SearchRow = Pick<ProductRow, keyof typeof searchColumns>;

/** Shapes a search row: enough for a suggestion (image, title, category, subcategory) and a card. */
export function toSearchJson(row: SearchRow) {
  return {
    _id: row.id,
    title: row.title,
    price: row.price,
    oldprice: row.oldPrice,
    discount: row.discount,
    image: row.images[0]?.url ?? "",
    images: row.images.slice(0, 1),
    categoryname: { _id: row.categoryId, name: row.categoryName },
    subcategory:
      row.subcategoryId && row.subcategoryName
        ? { _id: row.subcategoryId, name: row.subcategoryName }
        : null,
  };
}
