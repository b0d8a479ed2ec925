/** Writes a catalogue (generated or a test fixture) into the database. */
import { count, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories, deliveryKinds, products, reviews, subcategories } from "../db/schema";
import { documentText, markSearchRules, refreshSearchWords } from "../search/documents";
import type { SeedCatalogue } from "./types";

// 1,000 rows × 24 columns stays well under Postgres's 65,535 bind parameters per statement.
const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/**
 * Inserts the catalogue's categories, subcategories, products and reviews in one transaction,
 * then refreshes the planner's statistics. `db` must not be inside a transaction. A product
 * whose delivery kind the shop does not have (an operator removed it, or no delivery data was
 * seeded) goes by courier, as it would had the kind been removed after it was stored.
 */
export async function applyCatalogue(db: Db, catalogue: SeedCatalogue): Promise<void> {
  // Each product's rating counters, as writing its reviews one by one would leave them.
  const ratings = new Map<string, { ratingSum: number; ratingCount: number }>();
  for (const review of catalogue.reviews) {
    const total = ratings.get(review.productId) ?? { ratingSum: 0, ratingCount: 0 };
    total.ratingSum += review.rating;
    total.ratingCount += 1;
    ratings.set(review.productId, total);
  }
  const categoryNames = new Map(
    catalogue.categories.map((category) => [category.id, category.name]),
  );
  const subcategoryNames = new Map(
    catalogue.subcategories.map((subcategory) => [subcategory.id, subcategory.name]),
  );
  await db.transaction(async (tx) => {
    const kinds = new Set(
      (await tx.select({ id: deliveryKinds.id }).from(deliveryKinds)).map((kind) => kind.id),
    );
    await tx
      .insert(categories)
      .values(catalogue.categories.map((category) => ({ ...category, image: category.image.url })));
    await tx.insert(subcategories).values(catalogue.subcategories);
    await insertInBatches(catalogue.products, (batch) =>
      tx.insert(products).values(
        batch.map((product) => ({
          ...product,
          deliveryKind:
            product.deliveryKind && kinds.has(product.deliveryKind) ? product.deliveryKind : null,
          images: product.images.map(({ url, altText }) => ({ url, altText })),
          ...(ratings.get(product.id) ?? { ratingSum: 0, ratingCount: 0 }),
          createdAt: new Date(product.createdAt),
          searchDoc: documentText({
            ...product,
            categoryName: categoryNames.get(product.categoryId) ?? "",
            subcategoryName:
              (product.subcategoryId && subcategoryNames.get(product.subcategoryId)) || "",
          }),
        })),
      ),
    );
    await insertInBatches(catalogue.reviews, (batch) =>
      tx.insert(reviews).values(
        batch.map((review) => ({
          ...review,
          createdAt: new Date(review.createdAt),
        })),
      ),
    );
  });
  await refreshSearchWords(db);
  await markSearchRules(db);
  await refreshCatalogueStatistics(db);
}

/**
 * After a bulk load the planner has no statistics (it guesses a few hundred rows and scans
 * every product for a page of 24) and the visibility map is empty (so index-only counts visit
 * the heap). Autovacuum would fix both later, or never where it is off, as on CI's PostgreSQL.
 * VACUUM cannot run inside a transaction, hence after the commit.
 */
async function refreshCatalogueStatistics(db: Db): Promise<void> {
  await db.execute(
    sql`vacuum (analyze) categories, subcategories, products, reviews, search_words`,
  );
}

/** Empties the catalogue tables; carts and wishlists that point at products go with them. */
export async function clearCatalogue(db: Db): Promise<void> {
  await db.execute(
    sql`truncate table reviews, products, subcategories, categories, search_words, search_rules cascade`,
  );
}

/** True when no category exists yet: the first start of a new database. */
export async function catalogueIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0;
}
