/** Generates the seed catalogue, stores it, and renders its pictures. */
import type { Db } from "../db/client";
import { applyCatalogue } from "./apply";
import { seedDelivery } from "./delivery";
import { generateCatalogue } from "./generate";
import { writeCatalogueImages } from "./images";
import type { GenerateOptions } from "./types";

export interface SeedResult {
  categories: number;
  subcategories: number;
  products: number;
  reviews: number;
  /** Delivery zones written (0 when the shop already had its zones). */
  zones: number;
  imagesWritten: number;
  ms: number;
}

/** Generates the catalogue, stores it and writes its images under `uploadsDir`. */
export async function seed(
  db: Db,
  uploadsDir: string,
  options: GenerateOptions & {
    log?: (line: string) => void;
    /** Pictures drawn before, by content (SEED_IMAGE_CACHE); null draws every one. */
    imageCacheDir?: string | null;
  } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const catalogue = generateCatalogue(options);
  const { written } = await writeCatalogueImages(uploadsDir, catalogue, {
    cacheDir: options.imageCacheDir ?? null,
    onProgress: (done, total) => {
      if (done === total || done % 100 === 0) options.log?.(`images ${done}/${total}`);
    },
  });
  // Pictures first, rows last: a start interrupted while drawing leaves an empty catalogue,
  // which the next start seeds again, rather than rows that point at missing files. The
  // delivery kinds go in before the products that name them; delivery data already there
  // (an operator's) is kept.
  const delivery = await seedDelivery(db);
  if (delivery.zones > 0) options.log?.(`delivery: ${delivery.zones} zones in ${delivery.ms} ms`);
  await applyCatalogue(db, catalogue);
  return {
    categories: catalogue.categories.length,
    subcategories: catalogue.subcategories.length,
    products: catalogue.products.length,
    reviews: catalogue.reviews.length,
    zones: delivery.zones,
    imagesWritten: written,
    ms: Math.round(performance.now() - started),
  };
}
