/**
 * The seed catalogue as plain data: what the generator produces and what
 * `apply.ts` writes into the database. Image fields hold paths under /uploads/.
 */

/** The kinds of generated picture; `renderArt` in ./art draws each one. */
export const ART_KINDS = [
  "cake",
  "cupcakes",
  "flowers",
  "flower-box",
  "plant",
  "chocolate",
  "hamper",
  "mug",
  "cushion",
  "photo-frame",
  "teddy",
  "watch",
  "handbag",
  "wallet",
  "jewellery",
  "sunglasses",
  "perfume",
  "scarf",
  "lamp",
  "greeting-card",
  "candles",
  "balloons",
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** Cake looks by flavour: the sponge, glaze and toppings a title's flavour names. */
export const CAKE_LOOKS = [
  "chocolate",
  "forest",
  "white-forest",
  "velvet",
  "caramel",
  "strawberry",
  "blueberry",
  "fruit",
  "mango",
  "vanilla",
  "coffee",
  "pista",
  "rose",
] as const;
export type CakeLook = (typeof CAKE_LOOKS)[number];

/** What a photo gift's picture shows: a scene, or the people a caricature or portrait is of. */
export const PHOTO_LOOKS = ["portrait", "couple", "family"] as const;
export type PhotoLook = (typeof PHOTO_LOOKS)[number];

/** Which flower heads a bouquet shows. */
export const BLOOM_LOOKS = ["rose", "daisy", "mixed"] as const;
export type BloomLook = (typeof BLOOM_LOOKS)[number];

/**
 * What a product's own data says its picture shows beyond the kind: a cake's flavour and
 * shape, a bouquet's flowers, a frame's photo, a combo's second part. Absent fields leave the
 * drawing's variant to choose.
 */
export interface ArtLook {
  cake?: CakeLook;
  shape?: "heart" | "round";
  tiers?: 1 | 2 | 3;
  bloom?: BloomLook;
  photo?: PhotoLook;
  /** The other half of a combo, drawn beside the main object. */
  with?: ArtKind;
}

/** The views a product's pictures show of one object: front, closer, another setting. */
export const ART_VIEWS = 3;

export interface ArtSpec {
  kind: ArtKind;
  /** Main colour, 0–359. */
  hue: number;
  /** 0..9: small, deterministic changes of shape and decoration. */
  variant: number;
  /** What the title names; absent: the variant's own look. */
  look?: ArtLook;
  /** 0 front, 1 closer, 2 another setting (below ART_VIEWS); absent: the front. */
  view?: number;
}

export interface SeedImage {
  /** Served path, e.g. `/uploads/products/p-3f2a….webp`. */
  url: string;
  altText: string;
  art: ArtSpec;
}

/** A category row as generated, its picture knowing how to draw itself. */
export interface SeedCategory extends Omit<typeof categories.$inferSelect, "image" | "createdAt"> {
  image: SeedImage;
}

/** A subcategory row as generated. */
export type SeedSubcategory = Omit<typeof subcategories.$inferSelect, "createdAt">;

export { RECIPIENTS } from "../lib/recipients";
import type { Recipient } from "../lib/recipients";
import type { categories, products, reviews, subcategories } from "../db/schema";
import { blankAttributes, type AttributeKey } from "@giftshop/shared/product-attributes";

type ProductRecord = typeof products.$inferSelect;

/**
 * A product's own words: the columns a generator draft and a test fixture fill in (its
 * attributes are those @giftshop/shared/product-attributes declares).
 */
export type ProductDetails = Pick<ProductRecord, "title" | "name" | "description" | AttributeKey>;

/** Details with every field empty, so fields that do not apply are "" not undefined. */
export function blankDetails(): ProductDetails {
  return { title: "", name: "", description: "", ...blankAttributes() };
}

/** A product row as generated: pictures carry how to draw them, and the date is ISO text. */
export interface SeedProduct extends Omit<
  ProductRecord,
  | "recipients"
  | "images"
  | "createdAt"
  | "deliveryKind"
  | "variants"
  | "personalisation"
  | "addOn"
  // Counted from the catalogue's reviews when it is written (apply.ts).
  | "ratingSum"
  | "ratingCount"
  // Written from its words when it is written (apply.ts).
  | "searchDoc"
> {
  /** Buyable versions (docs/gifting.md); absent: none. */
  variants?: ProductRecord["variants"];
  /** What it can be personalised with; absent or null: nothing. */
  personalisation?: ProductRecord["personalisation"];
  /** Offered in the add-ons step; absent: no. */
  addOn?: boolean;
  recipients: Recipient[];
  /** The delivery kind (docs/delivery.md); absent or null: a courier parcel. */
  deliveryKind?: string | null;
  images: SeedImage[];
  /** ISO timestamp; fixed by the generator so "newest" is deterministic. */
  createdAt: string;
}

/** A review row as generated, its date as ISO text. */
export interface SeedReview extends Omit<typeof reviews.$inferSelect, "createdAt"> {
  createdAt: string;
}

export interface SeedBanner {
  /** hero-1.., offer-1.., gift-1.. */
  key: string;
  title: string;
  subtitle: string;
  image: SeedImage;
}

export interface SeedCatalogue {
  categories: SeedCategory[];
  subcategories: SeedSubcategory[];
  products: SeedProduct[];
  reviews: SeedReview[];
  banners: SeedBanner[];
}

export interface GenerateOptions {
  /** PRNG seed; same seed and options → identical catalogue. */
  seed?: number;
  /** Number of products; default 360. */
  products?: number;
}
