/**
 * Wire schemas of the catalogue calls (docs/contract.md, Catalogue), tolerant of every documented
 * variant, and the reshape functions that turn them into lib/types domain objects.
 */
import { z } from "zod";
import { discountPercent } from "@giftshop/shared/money";
import { ATTRIBUTE_WIRE, attributesOf } from "@giftshop/shared/product-attributes";
import type {
  Category,
  CategoryWithSubcategories,
  Product,
  ProductImage,
  ProductSummary,
  Review,
  Subcategory,
} from "@/lib/types";
import { earliestDeliveryWire } from "./delivery-wire";
import { reshapePersonalisation, reshapeVariants } from "./gifting-wire";
import { parseEach, text } from "./wire";

/**
 * Turns a backend image path or URL into one the storefront serves under /uploads (from
 * `<BACKEND_URL>/uploads/…`, app/uploads/[...path]). The original backend writes its category
 * pictures without the leading slash (`uploads/categories/1743951016493.jpeg`). Any other
 * absolute URL (a picture CDN's) is kept: next/image loads it when IMAGE_HOSTS lists its host.
 */
export function imageUrl(path: string): string {
  if (!path) return "";
  if (path.startsWith("uploads/")) return `/${path}`;
  const match = /\/uploads\/.+$/.exec(path);
  return match ? match[0] : path;
}

/** A Mongo ObjectId, as the original backend names a product's category and subcategory. */
export function isObjectId(text: string): boolean {
  return /^[0-9a-f]{24}$/i.test(text);
}

// Numbers sometimes travel as numeric strings; anything else is not a price.
const wireNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const namedRef = z
  .union([
    z.object({ _id: z.string().optional(), name: z.string().optional().default("") }),
    z.string().transform((name) => ({ _id: undefined, name })),
  ])
  .nullish();

const wireImage = z.union([
  z.object({ url: z.string(), altText: text }),
  z.string().transform((url) => ({ url, altText: "" })),
]);

export const productWire = z.object({
  _id: z.string(),
  title: text,
  name: text,
  price: wireNumber,
  oldprice: wireNumber.nullish(),
  discount: wireNumber.nullish(),
  description: text,
  ...ATTRIBUTE_WIRE,
  approved: z.boolean().nullish(),
  sellerId: text,
  image: text,
  images: z.array(wireImage).nullish(),
  categoryname: namedRef,
  subcategory: namedRef,
  /** The reference backend's summary of the reviews; a malformed one is none, not no product. */
  rating: z
    .object({ average: z.number().min(1).max(5), count: z.number().int().min(1) })
    .nullish()
    .catch(null),
  /** The earliest it can arrive anywhere (docs/delivery.md); a malformed rule is none. */
  earliestDelivery: earliestDeliveryWire.nullish().catch(null),
  // docs/gifting.md: read apart (lib/backend/gifting-wire.ts), so a malformed one is no product.
  variants: z.unknown().optional(),
  personalisation: z.unknown().optional(),
});
export type ProductWire = z.output<typeof productWire>;

/**
 * The fields of a wire product a card needs, by productWire's rules: what the local catalogue
 * reads of each product of the whole-catalogue list (lib/backend/local-catalogue.ts).
 */
export const summaryWire = productWire.pick({
  _id: true,
  title: true,
  name: true,
  price: true,
  oldprice: true,
  approved: true,
  image: true,
  images: true,
  categoryname: true,
  subcategory: true,
  rating: true,
  earliestDelivery: true,
  // What search reads of a product besides its names (lib/backend/local-catalogue.ts).
  type: true,
  flavor: true,
});
type SummaryWire = z.output<typeof summaryWire>;

function productImages(wire: SummaryWire, title: string): ProductImage[] {
  const list = (wire.images ?? []).filter((image) => image.url);
  const images = list.length > 0 ? list : wire.image ? [{ url: wire.image, altText: "" }] : [];
  return images.map((image) => ({ url: imageUrl(image.url), alt: image.altText || title }));
}

function summaryOf(wire: SummaryWire, title: string, images: ProductImage[]): ProductSummary {
  const price = Math.round(wire.price);
  const oldPrice = Math.max(price, Math.round(wire.oldprice ?? price));
  return {
    id: wire._id,
    title,
    price,
    oldPrice,
    discount: discountPercent(price, oldPrice),
    image: images[0] ?? null,
    categoryId: wire.categoryname?._id ?? "",
    categoryName: wire.categoryname?.name ?? "",
    subcategoryId: wire.subcategory?._id ?? null,
    subcategoryName: wire.subcategory?.name ?? "",
    ...(wire.rating ? { rating: wire.rating } : {}),
    ...(wire.earliestDelivery ? { earliest: wire.earliestDelivery } : {}),
  };
}

/** Reshapes a wire product's card fields into a ProductSummary. */
export function reshapeSummary(wire: SummaryWire): ProductSummary {
  const title = wire.title || wire.name;
  return summaryOf(wire, title, productImages(wire, title));
}

/** Reshapes a wire product into the product page's domain object. */
export function reshapeProduct(wire: ProductWire): Product {
  const title = wire.title || wire.name;
  const images = productImages(wire, title);
  // The card's fields go last: on Node 20 a literal that opens with the spread of a fresh
  // object and then adds fields costs ten times as much to build (docs/performance.md,
  // "Object spread in code that runs per product").
  return {
    name: wire.name || title,
    images,
    description: wire.description,
    ...attributesOf(wire),
    sellerId: wire.sellerId,
    variants: reshapeVariants(wire.variants),
    personalisation: reshapePersonalisation(wire.personalisation),
    ...summaryOf(wire, title, images),
  };
}

/**
 * Parses a list of wire products, dropping (and reporting) any that break the contract and
 * any the backend marked unapproved, so one bad record cannot blank a whole page.
 */
export function reshapeProducts(list: unknown[]): Product[] {
  return parseEach(list, productWire, "backend", "a product")
    .filter((wire) => wire.approved !== false)
    .map(reshapeProduct);
}

const categoryWire = z.object({
  _id: z.string(),
  categoryname: z.string(),
  image: text,
  /**
   * The reference backend's count of approved products; not in docs/contract.md, Catalogue, so
   * optional.
   */
  productCount: z.number().int().nonnegative().optional(),
});

/** docs/contract.md, Catalogue: an array, or an object with `categories`. */
export const categoriesAnswer = z.union([
  z.array(categoryWire),
  z.object({ categories: z.array(categoryWire) }).transform((answer) => answer.categories),
]);

/** Reshapes a wire category. */
export function reshapeCategory(wire: z.output<typeof categoryWire>): Category {
  const category: Category = { id: wire._id, name: wire.categoryname, image: imageUrl(wire.image) };
  if (wire.productCount !== undefined) category.productCount = wire.productCount;
  return category;
}

const subcategoryWire = z.object({
  _id: z.string(),
  subcategory: z.string(),
  category: z
    .union([z.object({ _id: z.string() }).transform((ref) => ref._id), z.string()])
    .nullish(),
});

export const subcategoriesAnswer = z.union([
  z.array(subcategoryWire),
  z.object({ subcategories: z.array(subcategoryWire) }).transform((a) => a.subcategories),
  z.object({ data: z.array(subcategoryWire) }).transform((a) => a.data),
]);

/** Groups subcategories under their categories by parent id; orphans are dropped. */
export function groupSubcategories(
  categories: Category[],
  wire: z.output<typeof subcategoriesAnswer>,
): CategoryWithSubcategories[] {
  const byParent = new Map<string, Subcategory[]>();
  for (const item of wire) {
    if (!item.category) continue;
    const list = byParent.get(item.category) ?? [];
    list.push({ id: item._id, name: item.subcategory, categoryId: item.category });
    byParent.set(item.category, list);
  }
  return categories.map((category) => ({
    ...category,
    subcategories: byParent.get(category.id) ?? [],
  }));
}

/**
 * What a backend that searches by the shared rules (docs/backend-contract.md "Extensions the
 * storefront uses") says of a text search: the query as corrected ("rosse" → "rose"), or null,
 * and the words no product holds, which it set aside. A malformed part is read as none, never
 * as no answer.
 */
const searchWire = z
  .object({
    corrected: z.string().min(1).nullish().catch(null),
    ignored: z.array(z.string().min(1).max(60)).max(20).nullish().catch(null),
  })
  .transform((search) => ({
    corrected: search.corrected ?? null,
    ignored: search.ignored ?? [],
  }));

/**
 * `{ data: [...] }` or a bare array, as list answers come; `search` only from a backend that
 * ranks by the shared search rules (its presence is how the storefront finds that out).
 */
export const productListAnswer = z.union([
  z.array(z.unknown()).transform((data) => ({
    data,
    total: undefined,
    prices: undefined,
    page: undefined,
    search: undefined,
  })),
  z.object({
    data: z.array(z.unknown()),
    total: z.number().optional(),
    // The cheapest and dearest of all the matches (null: none); a backend that does not say
    // leaves the storefront to ask for them.
    prices: z.object({ min: z.number(), max: z.number() }).nullable().optional().catch(undefined),
    page: z.number().optional(),
    search: searchWire.optional().catch(undefined),
  }),
]);

/** Each group's `category` is a Category, or only its name (the original backend). */
export const productsByCategoryAnswer = z.object({
  categories: z.array(
    z.object({ category: z.union([categoryWire, z.string()]), products: z.array(z.unknown()) }),
  ),
});

/** The category a productsbycategory group names by `name`, exactly or else ignoring case. */
export function categoryNamed(categories: readonly Category[], name: string): Category | null {
  const lower = name.toLowerCase();
  return (
    categories.find((category) => category.name === name) ??
    categories.find((category) => category.name.toLowerCase() === lower) ??
    null
  );
}

/** An id and the name shoppers read, of a category or a subcategory. */
export interface NamedRef {
  id: string;
  name: string;
}

/** The subcategory list as id and label, for naming products' subcategories. */
export function subcategoryRefs(wire: z.output<typeof subcategoriesAnswer>): NamedRef[] {
  return wire.map((item) => ({ id: item._id, name: item.subcategory }));
}

/**
 * Whether a product names its category or subcategory only by a bare string, which is an id on
 * the original backend (docs/original-backend.md §4) and a name on others.
 */
export function hasBareRefs(product: ProductSummary): boolean {
  return (
    (!product.categoryId && product.categoryName !== "") ||
    (!product.subcategoryId && product.subcategoryName !== "")
  );
}

/**
 * The product with a bare category or subcategory string looked up in the lists, first as an
 * id, then as a name (ignoring case). A string neither list has stays the name, unless it is
 * an ObjectId: that is an id whose category is gone, and no name to show.
 */
export function withNamedRefs<P extends ProductSummary>(
  product: P,
  categories: readonly NamedRef[],
  subcategories: readonly NamedRef[],
): P {
  const category = product.categoryId ? null : lookUp(product.categoryName, categories);
  const subcategory = product.subcategoryId ? null : lookUp(product.subcategoryName, subcategories);
  return {
    ...product,
    ...(category && { categoryId: category.id, categoryName: category.name }),
    ...(subcategory && { subcategoryId: subcategory.id, subcategoryName: subcategory.name }),
  };
}

function lookUp(text: string, list: readonly NamedRef[]): NamedRef | null {
  if (!text) return null;
  const lower = text.toLowerCase();
  return (
    list.find((entry) => entry.id === text) ??
    list.find((entry) => entry.name.toLowerCase() === lower) ??
    (isObjectId(text) ? { id: text, name: "" } : null)
  );
}

/** The product call answers the product itself, or wraps it in `product` or `data`. */
export const productAnswer = z.union([
  z.object({ product: z.unknown() }).transform((a) => a.product),
  z.object({ data: z.object({ _id: z.string() }).passthrough() }).transform((a) => a.data),
  z.object({ _id: z.string() }).passthrough(),
]);

const reviewWire = z.object({
  _id: z.string().optional(),
  userName: text,
  rating: wireNumber,
  comment: text,
  createdAt: text,
});

export const reviewsAnswer = z.union([
  z.array(reviewWire),
  z.object({ reviews: z.array(reviewWire) }).transform((a) => a.reviews),
  z.object({ data: z.array(reviewWire) }).transform((a) => a.data),
]);

/** Reshapes wire reviews, newest first whatever order they came in. */
export function reshapeReviews(wire: z.output<typeof reviewsAnswer>): Review[] {
  return wire
    .map((review, index) => ({
      id: review._id ?? `review-${index}`,
      userName: review.userName || "A shopper",
      rating: Math.min(5, Math.max(1, Math.round(review.rating))),
      comment: review.comment,
      createdAt: review.createdAt,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
