/**
 * The add-ons step's list (docs/gifting.md, Catalogue): the approved products marked as add-ons
 * (candles, greeting cards, balloons, chocolates), shown as cards with an Add button between
 * the cart and the address. Read like the other catalogue GETs: no login, nothing per shopper.
 */
import type { Handler } from "hono";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, products, subcategories } from "../../db/schema";
import { productColumns, toProductJson, type ProductRow } from "../catalogue/product-json";

interface Deps {
  db: Db;
}

/**
 * The step's groups in the order a shopper meets them, each recognised by a word of the title
 * (an add-on has no kind column): what goes on the cake, what carries the words, what fills the
 * room, what is eaten. Anything else comes after them.
 */
const ADD_ON_GROUPS: readonly RegExp[] = [
  /\bcandles?\b/i,
  /\bcards?\b/i,
  /\bballoons?\b/i,
  /\bchocolates?\b/i,
];

/** Where an add-on titled `title` goes in the list: its group's position, or after them all. */
export function addOnRank(title: string): number {
  const group = ADD_ON_GROUPS.findIndex((word) => word.test(title));
  return group === -1 ? ADD_ON_GROUPS.length : group;
}

/** Groups in ADD_ON_GROUPS order; within a group the cheaper first, then by title and id. */
function byAddOnOrder(a: ProductRow, b: ProductRow): number {
  return (
    addOnRank(a.title) - addOnRank(b.title) ||
    a.price - b.price ||
    a.title.localeCompare(b.title, "en") ||
    a.id.localeCompare(b.id)
  );
}

/** GET /addons: every approved add-on, in the step's order (a handful, so no paging). */
export const listAddOns =
  ({ db }: Deps): Handler =>
  async (c) => {
    const rows = await db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(and(eq(products.approved, true), eq(products.addOn, true)));
    return c.json({
      success: true,
      products: rows.sort(byAddOnOrder).map((row) => toProductJson(row)),
    });
  };
