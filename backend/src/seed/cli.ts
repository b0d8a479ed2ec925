/**
 * `npm run seed [-- --products N] [--seed S]`: replaces the catalogue with a freshly
 * generated one (carts and wishlists pointing at old products go too). The delivery data is
 * kept: it is written only into empty tables (seed/delivery.ts). The storefronts are then told
 * that every product changed (the catalogue webhook, when CATALOGUE_WEBHOOK_URL is set).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { catalogueWebhookFromEnv, notifyCatalogueChanged } from "../catalogue/notify";
import { loadBackendEnv } from "../env";
import { runCli, withDatabase } from "../lib/cli";
import { clearCatalogue } from "./apply";
import { seed } from "./run";

async function main() {
  const { values } = parseArgs({
    options: { products: { type: "string" }, seed: { type: "string" } },
  });
  const productCount = values.products === undefined ? undefined : Number(values.products);
  const seedValue = values.seed === undefined ? undefined : Number(values.seed);
  if (productCount !== undefined && !(Number.isInteger(productCount) && productCount > 0)) {
    throw new Error("--products must be a whole number above 0");
  }
  if (seedValue !== undefined && !Number.isInteger(seedValue)) {
    throw new Error("--seed must be a whole number");
  }

  const env = loadBackendEnv();
  await withDatabase(env, async (database) => {
    await clearCatalogue(database.db);
    const result = await seed(database.db, path.join(env.DATA_DIR, "uploads"), {
      products: productCount,
      seed: seedValue,
      imageCacheDir: env.SEED_IMAGE_CACHE,
      log: (line) => console.log(`seed: ${line}`),
    });
    console.log(
      `seeded ${result.categories} categories, ${result.subcategories} subcategories, ` +
        `${result.products} products, ${result.reviews} reviews, ` +
        `${result.imagesWritten} new images in ${(result.ms / 1000).toFixed(1)} s (${database.engine})`,
    );
  });
  // An empty list is "any product": the storefronts drop every cached catalogue page.
  const webhook = catalogueWebhookFromEnv(env);
  if (webhook && (await notifyCatalogueChanged([], webhook))) console.log("seed: storefronts told");
}

runCli("seed", main);
