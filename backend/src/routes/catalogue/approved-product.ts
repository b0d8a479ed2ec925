/** The check every shopper write about a product starts with. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { fail } from "../../lib/http";

/** Answers 404 unless `productId` is an approved product: a hidden one does not exist to shoppers. */
export async function requireApprovedProduct(db: Pick<Db, "select">, productId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.approved, true)))
    .limit(1);
  if (!product) fail(404, "Product not found");
}
