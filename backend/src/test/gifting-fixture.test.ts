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

test("a variant's option names reach the storefront in the chooser's order (Weight before Egg)", async () => {
  const { status, body } = await t.get(`/api/products/${giftIds.cake}`);
  expect(status).toBe(200);
  const product = body as { variants?: { options: Record<string, string> }[] };
  expect(product.variants?.map((variant) => Object.keys(variant.options))).toEqual([
    ["Weight", "Egg"],
    ["Weight", "Egg"],
    ["Weight", "Egg"],
    ["Weight", "Egg"],
  ]);
});
