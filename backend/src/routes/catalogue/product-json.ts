/**
 * The wire shape of a product, as seed-spec §3 names its fields (`_id`, `oldprice`,
 * `categoryname: { name }`, `subcategory: { name }`, `images: [{ url, altText }]`).
 */
import { categories, products, subcategories, type ImageRef } from "../../db/schema";
import { isContract, type BackendProfile } from "../../profile";

/** Columns every product answer selects; join categories and left-join subcategories. */
export const productColumns = {
  id: products.id,
  title: products.title,
  name: products.name,
  price: products.price,
  oldPrice: products.oldPrice,
  discount: products.discount,
  brand: products.brand,
  description: products.description,
  careInstructions: products.careInstructions,
  ingredients: products.ingredients,
  flavor: products.flavor,
  type: products.type,
  shape: products.shape,
  weight: products.weight,
  netQuantity: products.netQuantity,
  diameter: products.diameter,
  serves: products.serves,
  approved: products.approved,
  sellerId: products.sellerId,
  images: products.images,
  recipients: products.recipients,
  createdAt: products.createdAt,
  categoryId: products.categoryId,
  categoryName: categories.name,
  subcategoryId: products.subcategoryId,
  subcategoryName: subcategories.name,
};

export interface ProductRow {
  id: string;
  title: string;
  name: string;
  price: number;
  oldPrice: number;
  discount: number;
  brand: string;
  description: string;
  careInstructions: string[];
  ingredients: string;
  flavor: string;
  type: string;
  shape: string;
  weight: string;
  netQuantity: string;
  diameter: string;
  serves: string;
  approved: boolean;
  sellerId: string;
  images: ImageRef[];
  recipients: string[];
  createdAt: Date;
  categoryId: string;
  categoryName: string;
  subcategoryId: string | null;
  subcategoryName: string | null;
}

/** Shapes a joined product row with only seed-spec §3's fields (contract mode's product). */
export function toSpecProductJson(row: ProductRow) {
  return {
    _id: row.id,
    title: row.title,
    name: row.name,
    price: row.price,
    oldprice: row.oldPrice,
    discount: row.discount,
    brand: row.brand,
    description: row.description,
    careInstructions: row.careInstructions,
    ingredients: row.ingredients,
    flavor: row.flavor,
    type: row.type,
    shape: row.shape,
    weight: row.weight,
    netQuantity: row.netQuantity,
    diameter: row.diameter,
    serves: row.serves,
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

/** Shapes a joined product row into the answer the storefront reads, extensions included. */
export function toProductJson(row: ProductRow) {
  return {
    ...toSpecProductJson(row),
    recipients: row.recipients,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ProductJson = ReturnType<typeof toProductJson>;

/** How `profile` shapes a product: every field, or only §3's (contract mode). */
export function productJsonFor(profile: BackendProfile) {
  return isContract(profile) ? toSpecProductJson : toProductJson;
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

export type SearchRow = {
  [K in keyof typeof searchColumns]: ProductRow[K];
};

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
