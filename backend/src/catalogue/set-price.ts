/**
 * An operator's price change (`npm run catalogue -- price …`): a product's price, or one
 * variant's (docs/gifting.md). Prices are whole rupees and never above the MRP (`oldPrice`):
 * selling above the printed MRP is unlawful in India, so raising a price past it means
 * raising the MRP with it, on purpose (`--mrp`). The discount follows from the two.
 */
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ProductVariant } from "@giftshop/shared/gifting";
import type { Db } from "../db/client";
import { products } from "../db/schema";
import { idSchema } from "../lib/ids";
import { wholeNumberText } from "../lib/validation";

export const PRICE_USAGE =
  "usage: npm run catalogue -- price <productId (24 hex)> <rupees> [--variant <variantId>] [--mrp <rupees>]";

/** The most a price or MRP may be: ₹1 crore, far above any gift, well inside the column. */
const MAX_RUPEES = 10_000_000;

const rupees = wholeNumberText(1, MAX_RUPEES, {
  notWhole: "must be a whole number of rupees, e.g. 499",
  show: (bound) => `₹${bound}`,
});

const priceCommand = z.object({
  productId: idSchema,
  price: rupees,
  variantId: z.string().min(1, { message: "must name a variant" }).optional(),
  mrp: rupees.optional(),
});

/** One price to set: the product's own, or its variant `variantId`'s; `mrp` replaces the MRP. */
export type PriceChange = z.output<typeof priceCommand>;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** Reads `price <productId> <rupees> [--variant id] [--mrp rupees]` from the command line. */
export function parsePriceCommand(argv: readonly string[]): Parsed<PriceChange> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { variant: { type: "string" }, mrp: { type: "string" } },
    });
  } catch (error) {
    return { ok: false, message: `${(error as Error).message}\n${PRICE_USAGE}` };
  }
  const [command, productId, price, ...extra] = parsed.positionals;
  if (command !== "price" || productId === undefined || price === undefined || extra.length > 0) {
    return { ok: false, message: PRICE_USAGE };
  }
  const result = priceCommand.safeParse({
    productId,
    price,
    variantId: parsed.values.variant,
    mrp: parsed.values.mrp,
  });
  if (!result.success) {
    const names: Record<string, string> = { productId: "productId", price: "rupees" };
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? "");
      return `${names[key] ?? `--${key === "variantId" ? "variant" : key}`} ${issue.message}`;
    });
    return { ok: false, message: `${lines.join("; ")}\n${PRICE_USAGE}` };
  }
  return { ok: true, value: result.data };
}

/** A price change made: the product, the variant (or null) and the prices before and after. */
export interface PriceChanged {
  productId: string;
  title: string;
  variantId: string | null;
  before: { price: number; oldPrice: number };
  after: { price: number; oldPrice: number; discount: number };
}

const discountOf = (price: number, oldPrice: number) =>
  Math.round(((oldPrice - price) / oldPrice) * 100);

const listVariants = (variants: readonly ProductVariant[]) =>
  variants.map((variant) => `${variant.id} (${variant.label})`).join(", ");

/**
 * Sets one price under the product's row lock (two operators' changes do not undo each
 * other); refuses, changing nothing, an unknown product or variant, a variant product without
 * a variant, and a price above the MRP. Setting the first variant sets the product's own
 * price too, which is always its first variant's.
 */
export async function setProductPrice(db: Db, change: PriceChange): Promise<Parsed<PriceChanged>> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        title: products.title,
        price: products.price,
        oldPrice: products.oldPrice,
        variants: products.variants,
      })
      .from(products)
      .where(eq(products.id, change.productId))
      .for("update");
    if (!product) return { ok: false, message: `no product ${change.productId}` };
    const named = `product ${change.productId} "${product.title}"`;

    let index = -1;
    if (product.variants.length > 0) {
      if (change.variantId === undefined) {
        return {
          ok: false,
          message: `${named} has variants, each with its own price: ${listVariants(product.variants)}. Name one with --variant <variantId>.`,
        };
      }
      index = product.variants.findIndex((variant) => variant.id === change.variantId);
      if (index < 0) {
        return {
          ok: false,
          message: `${named} has no variant ${change.variantId}; its variants: ${listVariants(product.variants)}`,
        };
      }
    } else if (change.variantId !== undefined) {
      return { ok: false, message: `${named} has no variants: leave out --variant` };
    }

    const current = index < 0 ? product : product.variants[index];
    if (!current) return { ok: false, message: `${named}: variant ${change.variantId} vanished` };
    const oldPrice = change.mrp ?? current.oldPrice;
    if (change.price > oldPrice) {
      return {
        ok: false,
        message:
          change.mrp === undefined
            ? `₹${change.price} is above ${named}'s MRP of ₹${oldPrice}: give the new MRP too with --mrp <rupees>`
            : `₹${change.price} is above the MRP given, ₹${oldPrice}`,
      };
    }
    const after = { price: change.price, oldPrice, discount: discountOf(change.price, oldPrice) };

    if (index < 0) {
      await tx.update(products).set(after).where(eq(products.id, change.productId));
    } else {
      const variants = product.variants.map((variant, at) =>
        at === index ? { ...variant, ...after } : variant,
      );
      // The product's own price is its first variant's (docs/gifting.md).
      await tx
        .update(products)
        .set(index === 0 ? { variants, ...after } : { variants })
        .where(eq(products.id, change.productId));
    }
    return {
      ok: true,
      value: {
        productId: change.productId,
        title: product.title,
        variantId: index < 0 ? null : (change.variantId ?? null),
        before: { price: current.price, oldPrice: current.oldPrice },
        after,
      },
    };
  });
}
