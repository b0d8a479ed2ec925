/**
 * The writes a backend makes on start, after the migrations and inside the same start-up lock
 * (Database.prepare): several backends starting together on an empty database seed it once.
 */
import type { Db } from "./db/client";
import { catalogueIsEmpty } from "./seed/apply";
import { seedDelivery } from "./seed/delivery";
import { refreshSearchDocuments } from "./search/documents";
import { seed } from "./seed/run";

export interface FirstStartOptions {
  /** Where the seed's pictures go (DATA_DIR/uploads). */
  uploadsDir: string;
  /** SEED_IMAGE_CACHE: pictures drawn before; null draws every one. */
  imageCacheDir: string | null;
  /** How many products a first-start catalogue has; unset: the generator's default. */
  products?: number;
  log?: (line: string) => void;
}

/**
 * Seeds the delivery tables that are empty (a shop from before delivery gets its zones on the
 * next start; an operator's changes are never overwritten), then an empty catalogue.
 */
export async function seedOnFirstStart(db: Db, options: FirstStartOptions): Promise<void> {
  const log = options.log ?? console.log;
  const delivery = await seedDelivery(db);
  if (delivery.zones + delivery.kinds + delivery.slots + delivery.hubs > 0) {
    log(
      `delivery: seeded ${delivery.kinds} kinds, ${delivery.slots} slots, ${delivery.hubs} hubs, ` +
        `${delivery.zones} zones in ${delivery.ms} ms`,
    );
  }
  if (!(await catalogueIsEmpty(db))) {
    // Documents missing (a catalogue from before them) or written under other rules (the
    // word file changed) are written here.
    const filled = await refreshSearchDocuments(db);
    if (filled > 0) log(`search: wrote ${filled} products' search documents`);
    return;
  }
  log("empty catalogue: seeding (first start only)…");
  const result = await seed(db, options.uploadsDir, {
    products: options.products,
    imageCacheDir: options.imageCacheDir,
    log: (line) => log(`seed: ${line}`),
  });
  log(
    `seeded ${result.categories} categories, ${result.subcategories} subcategories, ` +
      `${result.products} products, ${result.reviews} reviews in ${result.ms} ms`,
  );
}
