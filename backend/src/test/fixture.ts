/**
 * A small hand-made catalogue whose every number is known, so the contract tests can
 * assert exact filter, sort and listing results.
 */
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { blankDetails, type SeedCatalogue, type SeedImage, type SeedProduct } from "../seed/types";

export const ids = {
  cakes: "c00000000000000000000001",
  flowers: "c00000000000000000000002",
  empty: "c00000000000000000000003",
  chocolateCakes: "5c0000000000000000000001",
  eggless: "5c0000000000000000000002",
  roses: "5c0000000000000000000003",
  orphan: "5c0000000000000000000004",
  seller: "5e0000000000000000000001",
  unknown: "ffffffffffffffffffffffff",
} as const;

const image = (name: string): SeedImage => ({
  url: `/uploads/products/${name}.webp`,
  altText: `${name} photo`,
  art: { kind: "cake", hue: 20, variant: 0 },
});

const day = (n: number) => new Date(Date.UTC(2026, 9, n)).toISOString();

function product(
  n: number,
  fields: Partial<SeedProduct> & Pick<SeedProduct, "title" | "price" | "oldPrice" | "categoryId">,
): SeedProduct {
  const id = `a${String(n).padStart(23, "0")}`;
  return {
    id,
    ...blankDetails(),
    name: fields.title,
    discount: Math.round(((fields.oldPrice - fields.price) / fields.oldPrice) * 100),
    description: `${fields.title}, freshly made.`,
    approved: true,
    sellerId: ids.seller,
    subcategoryId: null,
    recipients: ["friends"],
    images: [image(`p${n}`)],
    createdAt: day(n),
    ...fields,
  };
}

/** Product ids by role in the fixture. */
export const productIds = {
  truffle: `a${"1".padStart(23, "0")}`,
  blackForest: `a${"2".padStart(23, "0")}`,
  egglessVanilla: `a${"3".padStart(23, "0")}`,
  hiddenCake: `a${"4".padStart(23, "0")}`,
  redRoses: `a${"5".padStart(23, "0")}`,
  pinkRoses: `a${"6".padStart(23, "0")}`,
  hiddenRoses: `a${"7".padStart(23, "0")}`,
} as const;

/** The truffle cake's card fields, as every answer that carries a product shows them. */
export const truffleCard = {
  _id: productIds.truffle,
  title: "Chocolate Truffle Cake",
  name: "Chocolate Truffle Cake",
  price: 599,
  oldprice: 799,
  discount: 25,
  sellerId: ids.seller,
  image: "/uploads/products/p1.webp",
  categoryname: { _id: ids.cakes, name: "Cakes" },
  subcategory: { _id: ids.chocolateCakes, name: "Chocolate Cakes" },
};

/** The fixture catalogue: two stocked categories, one empty, one orphan subcategory. */
export function fixtureCatalogue(): SeedCatalogue {
  const cakeImage = image("cakes");
  return {
    categories: [
      { id: ids.cakes, name: "Cakes", position: 0, image: cakeImage },
      { id: ids.flowers, name: "Flowers", position: 1, image: image("flowers") },
      { id: ids.empty, name: "Festive Diyas", position: 2, image: image("diyas") },
    ],
    subcategories: [
      { id: ids.chocolateCakes, name: "Chocolate Cakes", categoryId: ids.cakes },
      { id: ids.eggless, name: "Eggless Cakes", categoryId: ids.cakes },
      { id: ids.roses, name: "Roses", categoryId: ids.flowers },
      { id: ids.orphan, name: "Clearance", categoryId: null },
    ],
    products: [
      product(1, {
        title: "Chocolate Truffle Cake",
        price: 599,
        oldPrice: 799,
        categoryId: ids.cakes,
        subcategoryId: ids.chocolateCakes,
        flavor: "Chocolate",
        weight: "500 g",
        recipients: ["wife", "friends"],
      }),
      product(2, {
        title: "Black Forest Cake",
        price: 499,
        oldPrice: 499,
        categoryId: ids.cakes,
        subcategoryId: ids.chocolateCakes,
      }),
      product(3, {
        title: "Eggless Vanilla Cake",
        price: 1000,
        oldPrice: 2000,
        categoryId: ids.cakes,
        subcategoryId: ids.eggless,
        type: "Eggless",
        recipients: ["mother"],
      }),
      product(4, {
        title: "Secret Unapproved Cake",
        price: 700,
        oldPrice: 1400,
        categoryId: ids.cakes,
        subcategoryId: ids.chocolateCakes,
        approved: false,
      }),
      product(5, {
        title: "Red Roses Bouquet",
        price: 149,
        oldPrice: 299,
        categoryId: ids.flowers,
        subcategoryId: ids.roses,
        careInstructions: ["Trim the stems", "Change the water daily"],
        recipients: ["wife", "girlfriend"],
      }),
      product(6, {
        title: "Pink Roses Box",
        price: 9999,
        oldPrice: 11999,
        categoryId: ids.flowers,
        subcategoryId: null,
      }),
      product(7, {
        title: "Hidden Roses",
        price: 300,
        oldPrice: 900,
        categoryId: ids.flowers,
        subcategoryId: ids.roses,
        approved: false,
      }),
    ],
    reviews: [
      {
        id: "b00000000000000000000001",
        productId: productIds.truffle,
        userName: "Asha K",
        rating: 5,
        comment: "Lovely and moist.",
        createdAt: day(10),
      },
      {
        id: "b00000000000000000000002",
        productId: productIds.truffle,
        userName: "Rohan M",
        rating: 4,
        comment: "",
        createdAt: day(12),
      },
    ],
    banners: [],
  };
}

/** The id of extra product `n` made by `addExtraProducts` (no delivery kind: it goes by courier). */
export const extraProductId = (n: number) => `e${String(n).padStart(23, "0")}`;

/**
 * Adds `count` approved products beyond the fixture's (₹100, ₹101, …), so a cart or wishlist
 * can reach its cap; `createTestApp({ extraProducts })` adds them before the tests.
 */
export async function addExtraProducts(db: Db, count: number) {
  await db.insert(products).values(
    Array.from({ length: count }, (_, i) => ({
      id: extraProductId(i),
      title: `Extra Gift ${i}`,
      name: `Extra Gift ${i}`,
      price: 100 + i,
      oldPrice: 200 + i,
      discount: 50,
      approved: true,
      sellerId: ids.seller,
      categoryId: ids.flowers,
    })),
  );
}

const FIXTURE_APPROVED = [
  productIds.truffle,
  productIds.blackForest,
  productIds.egglessVanilla,
  productIds.redRoses,
  productIds.pinkRoses,
];

/** `n` approved product ids: the fixture's first, then those `addExtraProducts` made. */
export const someProducts = (n: number): string[] =>
  [
    ...FIXTURE_APPROVED,
    ...Array.from({ length: Math.max(0, n - FIXTURE_APPROVED.length) }, (_, i) =>
      extraProductId(i),
    ),
  ].slice(0, n);
