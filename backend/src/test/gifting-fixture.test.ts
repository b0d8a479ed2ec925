import { eq } from "drizzle-orm";
import { products } from "../db/schema";
import { perFile } from "./per-file";
import { giftIds } from "./gifting-fixture";
import { createTestApp } from "./test-app";

const t = perFile(() => createTestApp({ seedGifting: true }));

test("the gifting fixture writes its products with their variants and kinds", async () => {
  const [cake] = await t.database.db.select().from(products).where(eq(products.id, giftIds.cake));
  expect(cake?.variants.map((v) => v.id)).toEqual([
    "500g-egg",
    "500g-eggless",
    "1kg-egg",
    "1kg-eggless",
  ]);
  expect(cake?.price).toBe(599);
  expect(cake?.deliveryKind).toBe("cake");
});
