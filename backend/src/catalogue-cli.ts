/**
 * `npm run catalogue -- price <productId> <rupees> [--variant <variantId>] [--mrp <rupees>]`:
 * changes a price (catalogue/set-price.ts for the rules), then tells the storefronts through
 * the catalogue webhook (catalogue/notify.ts). A refused change alters nothing and exits
 * with 2. On PostgreSQL it runs beside running backends; on PGlite, stop the backend first.
 */
import { notifyCatalogueChanged, catalogueWebhookFromEnv } from "./catalogue/notify";
import { type PriceChanged, parsePriceCommand, setProductPrice } from "./catalogue/set-price";
import { loadBackendEnv } from "./env";
import { RefusedError, runCli, withDatabase } from "./lib/cli";

async function main() {
  const command = parsePriceCommand(process.argv.slice(2));
  if (!command.ok) throw new RefusedError(command.message);
  const env = loadBackendEnv();
  let changed: PriceChanged | undefined;
  await withDatabase(env, async (database) => {
    const result = await setProductPrice(database.db, command.value);
    if (!result.ok) throw new RefusedError(result.message);
    changed = result.value;
  });
  if (!changed) return;
  // After the commit, so a storefront that re-reads at once sees the new price. The change
  // stands whether or not the storefronts hear of it: their caches expire in any case.
  const webhook = catalogueWebhookFromEnv(env);
  const told = !webhook
    ? "CATALOGUE_WEBHOOK_URL unset: storefronts show it when their caches expire"
    : (await notifyCatalogueChanged([changed.productId], webhook))
      ? "storefronts told"
      : "storefronts not told (see above): they show it when their caches expire";
  const { productId, title, variantId, before, after } = changed;
  console.log(
    `product ${productId} "${title}"${variantId ? ` variant ${variantId}` : ""}: ` +
      `₹${before.price} → ₹${after.price} (MRP ₹${after.oldPrice}, ${after.discount}% off); ${told}`,
  );
}

runCli("catalogue", main);
