/**
 * The catalogue calls of docs/contract.md, Catalogue (no login): categories, subcategories, the
 * search list, products by category, the filter, one product and its related products. Only
 * approved products appear anywhere.
 */
import type { Handler } from "hono";
import { and, asc, count, desc, eq, inArray, max, min, ne, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { categories, products, subcategories } from "../../db/schema";
import { fail, parseOr400, query } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { optionalText } from "../../lib/validation";
import type { ProfileFeatures } from "../../profile";
import { DEFAULT_SORT, type Sort } from "@giftshop/shared/catalogue-rules";
import {
  filterQuery,
  filterWhere,
  orderBy,
  specFilterQuery,
  textMatch,
  totalIsSlow,
  totalKey,
} from "./product-filter";
import {
  productColumns,
  searchColumns,
  toSearchJson,
  type CatalogueProductJson,
  type ProductRow,
} from "./product-json";
import type { KeptAnswers } from "./kept-answers";
import { textSearch, type TextSearch } from "../../search/text-search";
import type { DeliveryNeed } from "@giftshop/shared/search/query";

/** Relevance's order among equal scores: the most reviewed, then the newest. */
const TIE_ORDER = [desc(products.ratingCount), ...orderBy("newest")];

/**
 * The order of a search's matches: by relevance (the score, then popularity, then the newest)
 * when the sort asks for it, else the sort's own keys.
 */
function searchOrder(sort: Sort, search: TextSearch | null): SQL[] {
  if (sort !== "relevance" || !search?.score) return orderBy(sort);
  return [desc(search.score), ...TIE_ORDER];
}

/**
 * How far into the tie order a relevance page looks for its best-scoring products, per product
 * of the pages up to it: a common word's best ("cake" in the titles of a quarter of 100,000
 * products) fill a page within its first few dozen, and a word in a few hundred titles
 * ("mother") is given up on after this many instead of walking the whole catalogue (1.2 s at
 * 100,000, docs/performance.md section 6), and read through the titles' index instead.
 */
const BEST_LOOK_AHEAD = 20;

/**
 * A relevance page read from the best-scoring products alone when they fill it: they come
 * first in relevance order and, among themselves, in its tie order, so the page is the same.
 * Each of the search's ways to find them (text-search.ts `BestProducts`) is tried in turn:
 * - `prefix`: among the first approved products in the tie order only, read from its own index
 *   (`products_approved_rating_idx`) as a derived table, so that the prefix, not the text
 *   match, drives the read: when that prefix holds the page, it holds every best product
 *   before it too, so the page is exact;
 * - `index`: every best product, through the index the condition names (the titles' words),
 *   read as a derived table so that the index, not the tie order, drives the read.
 * When none fills the page, the query is scored whole.
 */
async function bestFirst<Row>(
  read: (ids: SQL, order: SQL[]) => PromiseLike<Row[]>,
  page: (where: SQL | undefined, order: SQL[]) => PromiseLike<Row[]>,
  where: SQL | undefined,
  search: TextSearch,
  { limit, offset }: { limit: number; offset: number },
): Promise<Row[]> {
  const tieOrder = sql.join(TIE_ORDER, sql`, `);
  for (const best of search.best) {
    // `where` holds approved products only (filterWhere), so the derived table holds the same
    // rows. Named as the table, it is what `where`'s and the order's column references read.
    const from =
      best.read === "prefix"
        ? sql`(select * from ${products} where ${products.approved} = true order by ${tieOrder} limit ${BEST_LOOK_AHEAD * (offset + limit)}) as ${products}`
        : sql`(select * from ${products} where ${products.approved} = true and ${best.condition} offset 0) as ${products}`;
    const ids = sql`select ${products.id} from ${from} where ${and(where, best.condition)} order by ${tieOrder} limit ${limit} offset ${offset}`;
    // Their scores are equal, so the tie order alone orders them.
    const rows = await read(sql`${products.id} in (${ids})`, TIE_ORDER);
    if (rows.length === limit) return rows;
  }
  return page(where, searchOrder("relevance", search));
}

/** Products per category when no `limit` is given, and always in contract mode. */
const PER_CATEGORY_DEFAULT = 12;

const perCategoryQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,2}$/, { message: "limit must be a whole number from 1 to 50" })
    .transform(Number)
    .pipe(z.number().min(1).max(50, { message: "limit must be a whole number from 1 to 50" }))
    .optional()
    .default(PER_CATEGORY_DEFAULT),
});

const searchQuery = z.object({
  q: optionalText("q", 100).optional(),
  limit: perCategoryQuery.shape.limit,
});

/**
 * What the catalogue handlers work with. Without `requests.catalogueExtensions` (contract mode)
 * the extension parameters (`q`, `limit`, `page`, `subcategory`, `recipient`) are ignored; the
 * answers' fields follow `answers.product` and `answers.categories`.
 */
interface CatalogueDeps {
  db: Db;
  /** What the profile answers (profile.ts). */
  features: ProfileFeatures;
  /** Shapes the answer's products (product-json.ts), read beside its rows. */
  productJson: CatalogueProductJson;
  /** Totals and price ends of slow filters, kept a while (kept-answers.ts). */
  slowTotals: KeptAnswers<MatchCount>;
  /** The delivery kinds meeting a delivery need (delivery/store.ts `loadKindsByNeed`), kept a while. */
  deliveryKinds: (need: DeliveryNeed) => Promise<readonly string[]>;
}

type CatalogueHandler = (deps: CatalogueDeps) => Handler;

/**
 * How many products a filter matches on all its pages, and the cheapest and dearest of their
 * prices (null when none match): the search results page's price slider spans them, which
 * would otherwise take two more searches (cheapest first, dearest first) per page.
 */
export interface MatchCount {
  total: number;
  prices: { min: number; max: number } | null;
}

/** Approved or not, every product with its category and subcategory names. */
const productQuery = (db: Db) =>
  db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId));

/**
 * The products on one page of `order` among those `where` selects, as a condition on their ids:
 * the page is ranked over `products` alone, from the columns the order reads, and the names'
 * joins and the wide columns are then read for its products only. A relevance order scores
 * every match (11,086 products for a typo of "rose" at 100,000), and ranking them joined and
 * wide carries every one through the joins and the sort: 43 ms against 26 (docs/performance.md,
 * section 6). The caller orders the page's rows by `order` again: every order ends in the id,
 * so it is the same order.
 */
function pageOf(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0): SQL {
  return inArray(
    products.id,
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}

/** GET /getcategories: categories in shop order, with their product counts outside contract mode. */
export const getCategories: CatalogueHandler =
  ({ db, features }) =>
  async (c) => {
    const shopOrder = db
      .select({ id: categories.id, name: categories.name, image: categories.image })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name));
    if (features.answers.categories === "spec") {
      const rows = await shopOrder;
      return c.json(rows.map((row) => ({ _id: row.id, categoryname: row.name, image: row.image })));
    }
    const [rows, counts] = await Promise.all([
      shopOrder,
      // An index-only scan of products_approved_category_idx.
      db
        .select({ categoryId: products.categoryId, n: count() })
        .from(products)
        .where(eq(products.approved, true))
        .groupBy(products.categoryId),
    ]);
    const productCount = new Map(counts.map((row) => [row.categoryId, row.n]));
    return c.json(
      rows.map((row) => ({
        _id: row.id,
        categoryname: row.name,
        image: row.image,
        productCount: productCount.get(row.id) ?? 0,
      })),
    );
  };

/** GET /getsubcategories: every subcategory with its category (null for an orphan). */
export const getSubcategories: CatalogueHandler =
  ({ db }) =>
  async (c) => {
    const rows = await db
      .select({
        id: subcategories.id,
        name: subcategories.name,
        categoryId: subcategories.categoryId,
        categoryName: categories.name,
      })
      .from(subcategories)
      .leftJoin(categories, eq(categories.id, subcategories.categoryId))
      .orderBy(asc(categories.position), asc(subcategories.name));
    return c.json(
      rows.map((row) => ({
        _id: row.id,
        subcategory: row.name,
        category: row.categoryId ? { _id: row.categoryId, categoryname: row.categoryName } : null,
      })),
    );
  };

/** GET /client/search: the search list, whole or matching `q`. */
export const searchProducts: CatalogueHandler =
  ({ db, features }) =>
  async (c) => {
    // Without the extensions (contract mode) `q` and `limit` are ignored: the whole list, as
    // §7's search box expects.
    const search = features.requests.catalogueExtensions ? query(c, searchQuery) : undefined;
    // A fresh statement each time: a query builder is changed by its `where` and `orderBy`.
    const base = () =>
      db
        .select(searchColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId));
    if (search?.q === undefined) {
      // The spec's search box downloads the whole approved list once and filters it itself.
      const rows = await base()
        .where(eq(products.approved, true))
        .orderBy(...orderBy(DEFAULT_SORT));
      return c.json({ success: true, data: rows.map(toSearchJson) });
    }
    if (search.q === "") {
      return c.json({ success: true, data: [], search: { corrected: null, ignored: [] } });
    }
    // The search box's suggestions: best first, the last word read as it is being typed; a
    // common word's best read from the tie order's prefix (bestFirst), else every match scored.
    const found = await textSearch(db, search.q, await textMatch(db, search.q), {
      prefixLast: true,
    });
    const where = and(eq(products.approved, true), found.where);
    const rows = await bestFirst(
      (ids, order) =>
        base()
          .where(ids)
          .orderBy(...order),
      (matching, order) =>
        base()
          .where(matching)
          .orderBy(...order)
          .limit(search.limit),
      where,
      found,
      { limit: search.limit, offset: 0 },
    );
    return c.json({
      success: true,
      data: rows.map(toSearchJson),
      search: { corrected: found.corrected, ignored: found.ignored },
    });
  };

/**
 * GET /client/productsbycategory: the newest products of each category (the home page's rails).
 * Add-ons (docs/gifting.md) are left out: a ₹49 candle set is offered beside the cart, not as a
 * headline gift; they stay in their category's list and in search.
 */
export const productsByCategory: CatalogueHandler =
  ({ db, features, productJson }) =>
  async (c) => {
    const limit = features.requests.catalogueExtensions
      ? query(c, perCategoryQuery).limit
      : PER_CATEGORY_DEFAULT;
    // Per category, the newest `limit` read backwards from products_approved_category_idx,
    // rather than ranking every approved product in the catalogue.
    const newest = db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.approved, true),
          eq(products.categoryId, categories.id),
          eq(products.addOn, false),
        ),
      )
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(limit)
      .as("newest");
    const [categoryRows, productRows, toProductJson] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
      db
        .select(productColumns)
        .from(categories)
        .crossJoinLateral(newest)
        .innerJoin(products, eq(products.id, newest.id))
        .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .orderBy(desc(products.createdAt), asc(products.id)),
      productJson(),
    ]);
    const byCategory = new Map<string, ProductRow[]>();
    for (const row of productRows) {
      const list = byCategory.get(row.categoryId) ?? [];
      list.push(row);
      byCategory.set(row.categoryId, list);
    }
    return c.json({
      success: true,
      categories: categoryRows.map((category) => ({
        category: { _id: category.id, categoryname: category.name, image: category.image },
        products: (byCategory.get(category.id) ?? []).map(toProductJson),
      })),
    });
  };

/** GET /product/filter: the filter, paged and counted outside contract mode. */
export const filterProducts: CatalogueHandler =
  ({ db, features, productJson, slowTotals, deliveryKinds }) =>
  async (c) => {
    if (!features.requests.catalogueExtensions) {
      // A plain §7 backend: every match in one answer, no paging, no total.
      const q = query(c, specFilterQuery);
      const [rows, toProductJson] = await Promise.all([
        productQuery(db)
          .where(await filterWhere(db, q))
          .orderBy(...orderBy(q.sort)),
        productJson(),
      ]);
      return c.json({ success: true, data: rows.map(toProductJson) });
    }
    const q = query(c, filterQuery);
    const [found, kinds] = await Promise.all([
      q.q ? textSearch(db, q.q, await textMatch(db, q.q), { prefixLast: false }) : null,
      q.delivery ? deliveryKinds(q.delivery) : undefined,
    ]);
    const where = await filterWhere(db, q, { text: found?.where, deliveryKinds: kinds });
    // Every product has its one category (foreign key) and at most one subcategory, so the
    // count needs no join: an index-only scan of products_approved_category_price_idx, which
    // holds the price too.
    const countMatches = async (): Promise<MatchCount> => {
      const [row] = await db
        .select({ total: count(), min: min(products.price), max: max(products.price) })
        .from(products)
        .where(where);
      if (!row || row.min === null || row.max === null) return { total: 0, prices: null };
      return { total: row.total, prices: { min: row.min, max: row.max } };
    };
    const read = (ids: SQL, order: SQL[]) =>
      productQuery(db)
        .where(ids)
        .orderBy(...order);
    const page = (matching: SQL | undefined, order = searchOrder(q.sort, found)) =>
      read(pageOf(db, matching, order, q.limit, (q.page - 1) * q.limit), order);
    const [rows, { total, prices }, toProductJson] = await Promise.all([
      q.sort === "relevance" && found
        ? bestFirst(read, page, where, found, {
            limit: q.limit,
            offset: (q.page - 1) * q.limit,
          })
        : page(where),
      totalIsSlow(q) ? slowTotals.get(totalKey(q), countMatches) : countMatches(),
      productJson(),
    ]);
    return c.json({
      success: true,
      data: rows.map(toProductJson),
      total,
      prices,
      page: q.page,
      limit: q.limit,
      // How the text was read (docs/backend-contract.md): its correction, for "Did you mean",
      // and the words no product holds, set aside.
      ...(found ? { search: { corrected: found.corrected, ignored: found.ignored } } : {}),
    });
  };

/** GET /products/:id: one approved product. */
export const getProduct: CatalogueHandler =
  ({ db, productJson }) =>
  async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const [[row], toProductJson] = await Promise.all([
      productQuery(db)
        .where(and(eq(products.id, id), eq(products.approved, true)))
        .limit(1),
      productJson(),
    ]);
    if (!row) fail(404, "Product not found");
    return c.json(toProductJson(row));
  };

/** GET /product/related/:id: up to 12 of the same category, same subcategory first. */
export const relatedProducts: CatalogueHandler =
  ({ db, productJson }) =>
  async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const [product] = await db
      .select({ categoryId: products.categoryId, subcategoryId: products.subcategoryId })
      .from(products)
      .where(and(eq(products.id, id), eq(products.approved, true)))
      .limit(1);
    if (!product) fail(404, "Product not found");
    const order: SQL[] = [desc(products.createdAt), asc(products.id)];
    if (product.subcategoryId) {
      order.unshift(
        desc(sql`coalesce(${products.subcategoryId} = ${product.subcategoryId}, false)`),
      );
    }
    const [rows, toProductJson] = await Promise.all([
      productQuery(db)
        .where(
          and(
            eq(products.approved, true),
            eq(products.categoryId, product.categoryId),
            ne(products.id, id),
          ),
        )
        .orderBy(...order)
        .limit(12),
      productJson(),
    ]);
    return c.json({ success: true, data: rows.map(toProductJson) });
  };
