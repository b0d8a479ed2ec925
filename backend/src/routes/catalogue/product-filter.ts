/**
 * What `GET /api/product/filter` accepts and the WHERE and ORDER BY it builds from it; the text
 * match is shared with `GET /api/client/search?q=`.
 */
import { and, asc, desc, gte, ilike, inArray, lte, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { categories, products, subcategories } from "../../db/schema";
import { idSchema } from "../../lib/ids";
import { RECIPIENTS } from "../../lib/recipients";
import { optionalText, rupeesParam } from "../../lib/validation";

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const idList = (label: string) =>
  z
    .string()
    .max(2500, { message: `${label} lists too many ids` })
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(idSchema).max(100, { message: `${label} lists too many ids` }));

export const SORTS = ["newest", "price-asc", "price-desc", "discount-desc"] as const;

/** A recipient slug's shape; any slug no product carries simply matches nothing. */
const RECIPIENT_SLUG = /^[a-z0-9-]{1,40}$/;
const isKnownRecipient = (slug: string) => (RECIPIENTS as readonly string[]).includes(slug);

const filterFields = z.object({
  categoryname: idList("categoryname").optional(),
  subcategory: idList("subcategory").optional(),
  // Not limited to the known slugs: a storefront probes whether `recipient` is honoured with a
  // slug no product carries, and must see an empty list, not a refusal. Empty means none.
  recipient: z
    .union([
      z.literal(""),
      z.string().regex(RECIPIENT_SLUG, {
        message: "recipient must be at most 40 lower-case letters, digits or hyphens",
      }),
    ])
    .optional()
    .transform((slug) => slug || undefined),
  q: optionalText("q", 100).optional(),
  minPrice: rupeesParam("minPrice").optional(),
  maxPrice: rupeesParam("maxPrice").optional(),
  discount: z
    .union([
      z.literal(""),
      z
        .string()
        .regex(/^\d{1,3}$/, { message: "discount must be a whole percent from 0 to 100" })
        .transform(Number)
        .pipe(z.number().max(100, { message: "discount must be a whole percent from 0 to 100" })),
    ])
    .optional(),
  // Empty means none, as §7's own client sends it.
  sort: z
    .enum([...SORTS, ""], { message: `sort must be one of ${SORTS.join(", ")}` })
    .optional()
    .transform((sort) => sort || "newest"),
  page: z
    .string()
    .regex(/^\d{1,6}$/, { message: "page must be a whole number from 1" })
    .transform(Number)
    .pipe(z.number().min(1, { message: "page must be a whole number from 1" }))
    .optional()
    .default(1),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { message: "limit must be a whole number from 1 to 100" })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { message: "limit must be a whole number from 1 to 100" })
        .max(100, { message: "limit must be a whole number from 1 to 100" }),
    )
    .optional()
    .default(48),
});

const priceRange = {
  check: (q: { minPrice?: number; maxPrice?: number }) =>
    q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  params: { message: "minPrice must not be more than maxPrice", path: ["minPrice"] },
};

/** The filter with the reference backend's extensions (full mode). */
export const filterQuery = filterFields.refine(priceRange.check, priceRange.params);

/**
 * §7's own parameters only (contract mode): every other parameter, the extensions included,
 * is ignored rather than refused, as a plain §7 backend ignores what it does not know.
 */
export const specFilterQuery = filterFields
  .pick({ categoryname: true, minPrice: true, maxPrice: true, discount: true, sort: true })
  .refine(priceRange.check, priceRange.params);

export type FilterQuery = z.output<typeof filterQuery>;

/** What decides which products match: §7's parameters, and the extensions when given. */
export type FilterConditions = z.output<typeof specFilterQuery> &
  Partial<Pick<FilterQuery, "subcategory" | "recipient" | "q">>;

export const ORDER_BY: Record<(typeof SORTS)[number], SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  "price-asc": [asc(products.price), desc(products.createdAt), asc(products.id)],
  "price-desc": [desc(products.price), desc(products.createdAt), asc(products.id)],
  "discount-desc": [desc(products.discount), desc(products.createdAt), asc(products.id)],
};

/**
 * Products whose title, category name or subcategory name contains `text` (ILIKE). The names
 * are looked up first so that the products condition carries literal ids: with
 * `category_id in (select …)` the planner cannot tell how many products match and walks the
 * whole catalogue for a rare word (36–340 ms at 100k against 0.2–2.6 ms), and an arm that
 * matches no name is left out. The condition reads only `products`, so counts need no join.
 */
export async function textMatch(db: Db, text: string): Promise<SQL> {
  const pattern = containsPattern(text);
  const [categoryRows, subcategoryRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).where(ilike(categories.name, pattern)),
    db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(ilike(subcategories.name, pattern)),
  ]);
  const arms = [ilike(products.title, pattern)];
  if (categoryRows.length > 0) {
    arms.push(
      inArray(
        products.categoryId,
        categoryRows.map((row) => row.id),
      ),
    );
  }
  if (subcategoryRows.length > 0) {
    arms.push(
      inArray(
        products.subcategoryId,
        subcategoryRows.map((row) => row.id),
      ),
    );
  }
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** The WHERE of a filter query: approved products matching every given filter. */
export async function filterWhere(db: Db, q: FilterConditions): Promise<SQL | undefined> {
  const conditions: SQL[] = [eq(products.approved, true)];
  if (q.categoryname?.length) conditions.push(inArray(products.categoryId, q.categoryname));
  if (q.subcategory?.length) conditions.push(inArray(products.subcategoryId, q.subcategory));
  // Not `@>`: every recipient is on 12–39% of products, where the GIN index's bitmap and heap
  // visits (42 ms for the count at 100k) lose to the covering index's index-only scan.
  if (q.recipient) {
    conditions.push(
      isKnownRecipient(q.recipient)
        ? sql`${q.recipient} = any(${products.recipients})`
        : sql`false`,
    );
  }
  if (q.q) conditions.push(await textMatch(db, q.q));
  if (q.minPrice !== undefined) conditions.push(gte(products.price, q.minPrice));
  if (q.maxPrice !== undefined) conditions.push(lte(products.price, q.maxPrice));
  if (typeof q.discount === "number") conditions.push(gte(products.discount, q.discount));
  return and(...conditions);
}

/**
 * Whether `q`'s exact total costs tens of milliseconds at 100,000 products even index-only:
 * a text query must look at every product whose title matches, and a recipient at every
 * approved product's recipient list. Those totals are cached (totals-cache.ts).
 */
export function totalIsSlow(q: FilterQuery): boolean {
  return Boolean(q.q || (q.recipient && isKnownRecipient(q.recipient)));
}

/** The filters of `q` that decide its total (not sort or page), as a stable cache key. */
export function totalKey(q: FilterQuery): string {
  const sorted = (ids: string[] | undefined) => [...new Set(ids ?? [])].sort();
  return JSON.stringify([
    sorted(q.categoryname),
    sorted(q.subcategory),
    q.recipient ?? null,
    q.q ?? "",
    q.minPrice ?? null,
    q.maxPrice ?? null,
    typeof q.discount === "number" ? q.discount : null,
  ]);
}
