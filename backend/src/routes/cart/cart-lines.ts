/**
 * Reading the shopper's cart: its lines oldest first, approved products only, each with its
 * key, delivery choice, variant and personalisation (docs/gifting.md, Cart). The cart route
 * answers it, and checkout and the delivery quote total and quote it, so all three see the same
 * lines at the same prices.
 */
import { printedOf } from "@giftshop/shared/gifting";
import { and, asc, eq } from "drizzle-orm";
import type { PersonalisationView, ProductVariant } from "@giftshop/shared/gifting";
import type { Db } from "../../db/client";
import { cartItems, categories, products, subcategories } from "../../db/schema";
import { fail } from "../../lib/http";
import { DEFAULT_PROFILE, features, type BackendProfile } from "../../profile";
import { productColumns, productJsonFor } from "../catalogue/product-json";
import { photoRefs } from "../../uploads/store";

/** Most lines one cart holds (the same product with another variant or message is another). */
export const MAX_CART_LINES = 50;

/**
 * The cart of `userId` in full mode. A line whose variant has left the catalogue is kept, with
 * `variant` null and `variantGone` set, so the shopper sees it and can choose again; checkout
 * and place-order refuse it until then.
 */
export async function readCartLines(
  db: Pick<Db, "select">,
  userId: string,
  profile: BackendProfile = DEFAULT_PROFILE,
) {
  const toProductJson = productJsonFor(profile);
  const rows = await db
    .select({
      product: productColumns,
      line: cartItems.lineKey,
      quantity: cartItems.quantity,
      delivery: cartItems.delivery,
      variantId: cartItems.variantId,
      personalisation: cartItems.personalisation,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(cartItems.userId, userId), eq(products.approved, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.lineKey));
  return Promise.all(
    rows.map(async (row) => {
      const variant: ProductVariant | null = row.variantId
        ? (row.product.variants.find((v) => v.id === row.variantId) ?? null)
        : null;
      const personalisation: PersonalisationView | null = row.personalisation
        ? {
            cakeMessage: row.personalisation.cakeMessage,
            cardMessage: row.personalisation.cardMessage,
            photos: await photoRefs(db, userId, row.personalisation.photos),
            ...printedOf(row.personalisation),
          }
        : null;
      return {
        line: row.line,
        product: toProductJson(row.product),
        quantity: row.quantity,
        delivery: row.delivery ?? null,
        variant,
        personalisation,
        /** Internal: the line names a variant the product no longer has. */
        variantGone: row.variantId !== null && variant === null,
        title: row.product.title,
      };
    }),
  );
}

export type CartLine = Awaited<ReturnType<typeof readCartLines>>[number];

/** What one of a line costs: its variant's price, else the product's. */
export const linePrice = (line: Pick<CartLine, "variant" | "product">): number =>
  line.variant?.price ?? line.product.price;

/** One line as the cart answers it in full mode (docs/gifting.md, Cart): no internal field. */
const cartLineJson = (line: CartLine) => ({
  line: line.line,
  product: line.product,
  quantity: line.quantity,
  delivery: line.delivery,
  variant: line.variant,
  personalisation: line.personalisation,
});

/**
 * The cart of `userId` as the storefront reads it, each product shaped as `profile` shapes
 * products; contract mode answers `{ product, quantity }` lines, as docs/contract.md has them.
 */
export async function readCart(
  db: Pick<Db, "select">,
  userId: string,
  profile: BackendProfile = DEFAULT_PROFILE,
) {
  const lines = await readCartLines(db, userId, profile);
  return features(profile).answers.cart === "spec"
    ? lines.map(({ product, quantity }) => ({ product, quantity }))
    : lines.map(cartLineJson);
}

/** Refuses (409) a cart with a line whose chosen variant is no longer sold. */
export function refuseGoneVariants(lines: readonly CartLine[]): void {
  const gone = lines.find((line) => line.variantGone);
  if (gone) {
    fail(
      409,
      `“${gone.title}” is not sold in the option you chose any more. ` +
        "Please choose another in your cart.",
    );
  }
}
