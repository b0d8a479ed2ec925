/**
 * What `GET /api/product/filter` accepts and the WHERE and ORDER BY it builds from it; the text
 * match is shared with `GET /api/client/search?q=`. The rules (parameter names, what each
 * means, the search rule, the sorts and their tie-breaks) are @giftshop/shared/catalogue-rules,
 * which the storefront's local catalogue applies too; catalogue-rule-cases.ts holds the cases
 * both run (rule-cases.test.ts here).
 */
import { and, asc, desc, gte, ilike, inArray, lte, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import {
  DEFAULT_SORT,
  FILTER_PARAMS,
  LIST_PARAMS,
  SEARCH_FIELDS,
  SORTS,
  sortKeys,
  type Sort,
  type SortKey,
} from "@giftshop/shared/catalogue-rules";
import { DELIVERY_NEEDS } from "@giftshop/shared/search/query";
import type { Db } from "../../db/client";
import { categories, products, subcategories } from "../../db/schema";
import { idSchema } from "../../lib/ids";
import { RECIPIENTS } from "../../lib/recipients";
import { containsPattern } from "../../search/text-search";
import { optionalText, rupeesParam } from "../../lib/validation";

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

/** A recipient slug's shape; any slug no product carries simply matches nothing. */
const RECIPIENT_SLUG = /^[a-z0-9-]{1,40}$/;
const isKnownRecipient = (slug: string) => (RECIPIENTS as readonly string[]).includes(slug);

const filterFields = z.object({
  [FILTER_PARAMS.categoryIds]: idList(FILTER_PARAMS.categoryIds).optional(),
  [FILTER_PARAMS.subcategoryIds]: idList(FILTER_PARAMS.subcategoryIds).optional(),
  // Not limited to the known slugs: a storefront probes whether `recipient` is honoured with a
  // slug no product carries, and must see an empty list, not a refusal. Empty means none.
  [FILTER_PARAMS.recipient]: z
    .union([
      z.literal(""),
      z.string().regex(RECIPIENT_SLUG, {
        message: "recipient must be at most 40 lower-case letters, digits or hyphens",
      }),
    ])
    .optional()
    .transform((slug) => slug || undefined),
  [FILTER_PARAMS.query]: optionalText(FILTER_PARAMS.query, 100).optional(),
  // A delivery need a search names (docs/search.md); empty means none. Unlike `recipient`, an
  // unknown need is refused: the storefront's probe takes a refusal as "honoured" too.
  delivery: z
    .enum([...DELIVERY_NEEDS, ""], {
      message: `must be one of ${DELIVERY_NEEDS.join(", ")}`,
    })
    .optional()
    .transform((need) => need || undefined),
  [FILTER_PARAMS.minPrice]: rupeesParam(FILTER_PARAMS.minPrice).optional(),
  [FILTER_PARAMS.maxPrice]: rupeesParam(FILTER_PARAMS.maxPrice).optional(),
  [FILTER_PARAMS.discount]: z
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
  [LIST_PARAMS.sort]: z
    .enum([...SORTS, ""], { message: `sort must be one of ${SORTS.join(", ")}` })
    .optional()
    .transform((sort): Sort => sort || DEFAULT_SORT),
  [LIST_PARAMS.page]: z
    .string()
    .regex(/^\d{1,6}$/, { message: "page must be a whole number from 1" })
    .transform(Number)
    .pipe(z.number().min(1, { message: "page must be a whole number from 1" }))
    .optional()
    .default(1),
  [LIST_PARAMS.limit]: z
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
  Partial<Pick<FilterQuery, "subcategory" | "recipient" | "q" | "delivery">>;

/** What the handler worked out for a filter's text and delivery need before the WHERE. */
export interface FilterFound {
  /** How `q` searches (search/text-search.ts), in place of the contract's rule alone. */
  text?: SQL;
  /** The delivery kinds meeting `delivery` (delivery/store.ts `loadKindsByNeed`). */
  deliveryKinds?: readonly string[];
}

/** The column each sort key orders by. */
const SORT_COLUMNS = {
  price: products.price,
  discount: products.discount,
  createdAt: products.createdAt,
  id: products.id,
} as const satisfies Record<SortKey["field"], unknown>;

/** The ORDER BY of `sort`, its tie-breaks included (catalogue-rules' sortKeys). */
export function orderBy(sort: Sort): SQL[] {
  return sortKeys(sort).map((key) =>
    (key.direction === "asc" ? asc : desc)(SORT_COLUMNS[key.field]),
  );
}

/** The products whose names `pattern` matches (ILIKE), as a condition on `column`, or null. */
async function namedBy(
  rows: Promise<{ id: string }[]>,
  column: typeof products.categoryId | typeof products.subcategoryId,
): Promise<SQL | null> {
  const ids = (await rows).map((row) => row.id);
  return ids.length > 0 ? inArray(column, ids) : null;
}

/** How each field of the search rule (catalogue-rules' SEARCH_FIELDS) is matched in SQL. */
const SEARCH_ARMS: Record<
  (typeof SEARCH_FIELDS)[number],
  (db: Db, pattern: string) => Promise<SQL | null>
> = {
  title: async (_db, pattern) => ilike(products.title, pattern),
  categoryName: (db, pattern) =>
    namedBy(
      db.select({ id: categories.id }).from(categories).where(ilike(categories.name, pattern)),
      products.categoryId,
    ),
  subcategoryName: (db, pattern) =>
    namedBy(
      db
        .select({ id: subcategories.id })
        .from(subcategories)
        .where(ilike(subcategories.name, pattern)),
      products.subcategoryId,
    ),
};

/**
 * The search rule (catalogue-rules' matchesSearch) in SQL: products whose title, category name
 * or subcategory name contains `text` (ILIKE). The names are looked up first so that the
 * products condition carries literal ids: with `category_id in (select …)` the planner cannot
 * tell how many products match and walks the whole catalogue for a rare word (36–340 ms at 100k
 * against 0.2–2.6 ms), and an arm that matches no name is left out. The condition reads only
 * `products`, so counts need no join.
 */
export async function textMatch(db: Db, text: string): Promise<SQL> {
  const pattern = containsPattern(text);
  const arms = await Promise.all(SEARCH_FIELDS.map((field) => SEARCH_ARMS[field](db, pattern)));
  return sql`(${sql.join(
    arms.filter((arm) => arm !== null),
    sql` or `,
  )})`;
}

/**
 * The WHERE of a filter query: approved products matching every given filter. A delivery need
 * is the products of the kinds meeting it, named as literal ids: the kinds are a table of a
 * few rows, so the condition on products needs no join (none at all when no kind meets it).
 */
export async function filterWhere(
  db: Db,
  q: FilterConditions,
  { text, deliveryKinds = [] }: FilterFound = {},
): Promise<SQL | undefined> {
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
  if (q.q) conditions.push(text ?? (await textMatch(db, q.q)));
  if (q.minPrice !== undefined) conditions.push(gte(products.price, q.minPrice));
  if (q.maxPrice !== undefined) conditions.push(lte(products.price, q.maxPrice));
  if (typeof q.discount === "number") conditions.push(gte(products.discount, q.discount));
  if (q.delivery) {
    conditions.push(
      deliveryKinds.length > 0 ? inArray(products.deliveryKind, [...deliveryKinds]) : sql`false`,
    );
  }
  return and(...conditions);
}

/**
 * Whether `q`'s exact total costs tens of milliseconds at 100,000 products even index-only:
 * a text query must look at every product whose title matches, a recipient at every approved
 * product's recipient list, and a delivery need at each candidate's row (no index holds the
 * kind). Those totals are cached (kept-answers.ts).
 */
export function totalIsSlow(q: FilterQuery): boolean {
  return Boolean(q.q || q.delivery || (q.recipient && isKnownRecipient(q.recipient)));
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
    q.delivery ?? null,
  ]);
}
