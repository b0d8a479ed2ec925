/**
 * Deterministic seed catalogue: the same options always give a deep-equal
 * catalogue, in any process. Dates count back from a fixed epoch, never "now".
 */
import { generateAddOns } from "./add-ons";
import { ArtAllocator, productImages } from "./generate-images";
import { variantsFor } from "./gifting";
import { generateReviews } from "./generate-reviews";
import { Rng } from "./random";
import {
  BANNER_SPECS,
  CATEGORY_SPECS,
  EMPTY_CATEGORY_POSITION,
  ORPHAN_SUBCATEGORIES,
  SALE_CATEGORY_POSITION,
  SUBCATEGORY_SPECS,
  type SubcategorySpec,
} from "./structure";
import { recipientsOf } from "@giftshop/shared/recipients";
import {
  type GenerateOptions,
  type SeedCatalogue,
  type SeedCategory,
  type SeedProduct,
  type SeedSubcategory,
} from "./types";

export const DEFAULT_SEED = 20261121;
const DEFAULT_PRODUCT_COUNT = 360;
/** Every generated date lies before this instant (2026-10-01T00:00:00Z). */
export const SEED_EPOCH_MS = Date.UTC(2026, 9, 1);
const SELLER_COUNT = 6;
const DAY_S = 86_400;

/** Generates the whole seed catalogue for the given seed and product count. */
export function generateCatalogue(options: GenerateOptions = {}): SeedCatalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const total = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const ids = new IdMaker();
  // Separate streams keep category ids stable when only the product count changes.
  const shape = new Rng(seed, "structure");

  const categories: SeedCategory[] = CATEGORY_SPECS.map((spec, position) => ({
    id: ids.next(shape),
    name: spec.name,
    position,
    image: { url: `/uploads/categories/${spec.slug}.webp`, altText: spec.name, art: spec.art },
  }));
  const categoryId = (position: number): string => {
    const category = categories[position];
    if (!category) throw new Error(`no category at position ${position}`);
    return category.id;
  };
  const subcategories: SeedSubcategory[] = [
    ...SUBCATEGORY_SPECS.map((spec) => ({
      id: ids.next(shape),
      name: spec.name,
      categoryId: categoryId(spec.category),
    })),
    ...ORPHAN_SUBCATEGORIES.map((name) => ({
      id: ids.next(shape),
      name,
      categoryId: null,
    })),
  ];
  const sellers = Array.from({ length: SELLER_COUNT }, () => ids.next(shape));
  const banners = BANNER_SPECS.map((spec) => ({
    key: spec.key,
    title: spec.title,
    subtitle: spec.subtitle,
    image: { url: `/uploads/banners/${spec.key}.webp`, altText: spec.title, art: spec.art },
  }));
  if (SUBCATEGORY_SPECS.some((s) => s.category === EMPTY_CATEGORY_POSITION)) {
    throw new Error("the empty category must not get subcategories with products");
  }

  const rng = new Rng(seed, "products");
  const counts = apportion(
    total,
    SUBCATEGORY_SPECS.map((s) => s.share),
  );
  const order: number[] = [];
  counts.forEach((count, index) => {
    for (let i = 0; i < count; i++) order.push(index);
  });
  rng.shuffle(order);
  // Shuffled time slots, so array order says nothing about age; one slot per product keeps dates distinct.
  const slots = rng.shuffle(Array.from({ length: total }, (_, i) => i));
  const slotSeconds = Math.max(1, Math.floor((363 * DAY_S) / Math.max(1, total)));
  const unapproved = pickUnapproved(rng, total);
  const arts = new ArtAllocator();
  const products: SeedProduct[] = [];
  const createdMs: number[] = [];
  // Small catalogues avoid repeated titles; big ones repeat anyway, so skip the extra work.
  const titleRetries = total <= 5000 ? 6 : 0;
  const titles = new Set<string>();

  order.forEach((subIndex, i) => {
    const spec = SUBCATEGORY_SPECS[subIndex] as SubcategorySpec;
    let draft = spec.build(rng, { variant: spec.variant });
    for (let tries = 0; tries < titleRetries && titles.has(draft.title); tries++) {
      draft = spec.build(rng, { variant: spec.variant });
    }
    if (titleRetries > 0) titles.add(draft.title);
    const { hues, art, priceRange, variants: plan, personalisation, ...details } = draft;
    const price = retailPrice(rng, priceRange);
    const oldPrice = pickOldPrice(rng, price, spec.category === SALE_CATEGORY_POSITION);
    const slot = slots[i] ?? i;
    const ageSeconds = 2 * DAY_S + slot * slotSeconds + rng.int(0, slotSeconds - 1);
    const created = SEED_EPOCH_MS - ageSeconds * 1000;
    createdMs.push(created);
    products.push({
      id: ids.next(rng),
      ...details,
      price,
      oldPrice,
      discount: discountOf(price, oldPrice),
      approved: !unapproved.has(i),
      sellerId: pickSeller(rng, sellers, spec.category),
      categoryId: categoryId(spec.category),
      subcategoryId: subcategories[subIndex]?.id ?? null,
      deliveryKind: spec.deliveryKind,
      // The storefront applies the same rules to a backend without a recipients field.
      recipients: recipientsOf({
        title: draft.title,
        subcategoryName: spec.name,
        categoryName: CATEGORY_SPECS[spec.category]?.name,
      }),
      images: productImages(rng, arts, rng.pick(spec.arts), { hues, art, title: details.title }),
      createdAt: new Date(created).toISOString(),
      // Derived from what was drawn above; nothing more is drawn from `rng`.
      variants: variantsFor(plan, { price, oldPrice }),
      personalisation,
      addOn: false,
    });
  });

  const reviewRng = new Rng(seed, "reviews");
  const families = order.map((index) => SUBCATEGORY_SPECS[index]?.family ?? "gifts");
  const newId = () => ids.next(reviewRng);
  const reviews = generateReviews(reviewRng, newId, products, families, createdMs, SEED_EPOCH_MS);

  // Last, from their own stream: the gifts above are the same with or without add-ons.
  const addOnRng = new Rng(seed, "add-ons");
  const addOns = generateAddOns({
    rng: addOnRng,
    newId: () => ids.next(addOnRng),
    arts,
    category: (position) => ({
      id: categoryId(position),
      name: CATEGORY_SPECS[position]?.name ?? "",
    }),
    subcategoryId: (name) => {
      const index = SUBCATEGORY_SPECS.findIndex((sub) => sub.name === name);
      return subcategories[index]?.id ?? null;
    },
    sellerId: sellers[5] ?? "",
    before: Math.min(SEED_EPOCH_MS, ...createdMs),
  });
  return { categories, subcategories, products: [...products, ...addOns], reviews, banners };
}

/** Hands out unique 24-hex ids; a repeat is practically impossible but would break the database. */
class IdMaker {
  private readonly seen = new Set<string>();

  next(rng: Rng): string {
    let id = rng.hexId();
    while (this.seen.has(id)) id = rng.hexId();
    this.seen.add(id);
    return id;
  }
}

/** Splits total over shares by largest remainder, so the split stays proportional at any size. */
function apportion(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((s) => (total * s) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left--;
  }
  return counts;
}

/** About 3% of products await approval, at least five once the catalogue is big enough. */
function pickUnapproved(rng: Rng, total: number): Set<number> {
  const wanted = Math.min(Math.max(5, Math.round(total * 0.03)), Math.floor(total / 10));
  const chosen = new Set<number>();
  while (chosen.size < wanted) chosen.add(rng.int(0, total - 1));
  return chosen;
}

/** Nearest price ending in 49 or 99. */
function retailRound(value: number): number {
  return Math.max(149, Math.round((value + 1) / 50) * 50 - 1);
}

/** A retail price within range, leaning towards the cheaper end like real shelves. */
function retailPrice(rng: Rng, [low, high]: readonly [number, number]): number {
  const min = Math.min(9999, retailRound(low));
  const max = Math.max(min, Math.min(9999, retailRound(high)));
  const steps = (max - min) / 50;
  return min + 50 * Math.floor(Math.pow(rng.float(), 1.3) * (steps + 1));
}

function discountOf(price: number, oldPrice: number): number {
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}

/** Old price for a target discount of 5–60% (deeper in the fashion sale); some items are not discounted. */
function pickOldPrice(rng: Rng, price: number, sale: boolean): number {
  if (rng.chance(sale ? 0.08 : 0.2)) return price;
  const target = sale ? rng.int(15, 60) : rng.int(5, 55);
  // Old prices stay within the shop's 9999 ceiling too, so a top-priced item is simply not discounted.
  let old = Math.min(9999, Math.max(price + 50, retailRound(price / (1 - target / 100))));
  while (old > price + 50 && discountOf(price, old) > 60) old -= 50;
  return Math.max(old, price);
}

/** Each category has a specialist seller; a general marketplace seller lists a bit of everything. */
function pickSeller(rng: Rng, sellers: readonly string[], category: number): string {
  const specialist = [0, 1, 2, 1, 3, 3, 4, 0, 2][category] ?? 5;
  return rng.chance(0.8) ? (sellers[specialist] ?? "") : (sellers[5] ?? "");
}
