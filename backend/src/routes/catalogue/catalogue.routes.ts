/**
 * The catalogue calls of seed-spec §7 (no login): categories, subcategories, the search
 * list, products by category, the filter, one product and its related products.
 * Only approved products appear anywhere.
 */
import { Hono } from "hono";
import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { categories, products, subcategories } from "../../db/schema";
import { fail, parseOr400, query } from "../../lib/http";
import { idSchema } from "../../lib/ids";
import { optionalText, rupeesParam } from "../../lib/validation";
import { RECIPIENTS } from "../../lib/recipients";
import {
  productColumns,
  searchColumns,
  toProductJson,
  toSearchJson,
  type ProductRow,
} from "./product-json";

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

const filterQuery = z
  .object({
    categoryname: idList("categoryname").optional(),
    subcategory: idList("subcategory").optional(),
    recipient: z.enum(RECIPIENTS, { message: "recipient is not a known recipient" }).optional(),
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
    sort: z
      .enum(SORTS, { message: `sort must be one of ${SORTS.join(", ")}` })
      .optional()
      .default("newest"),
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
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: "minPrice must not be more than maxPrice",
    path: ["minPrice"],
  });

const perCategoryQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,2}$/, { message: "limit must be a whole number from 1 to 50" })
    .transform(Number)
    .pipe(z.number().min(1).max(50, { message: "limit must be a whole number from 1 to 50" }))
    .optional()
    .default(12),
});

const searchQuery = z.object({
  q: optionalText("q", 100).optional(),
  limit: perCategoryQuery.shape.limit,
});

const ORDER_BY: Record<(typeof SORTS)[number], SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  "price-asc": [asc(products.price), desc(products.createdAt), asc(products.id)],
  "price-desc": [desc(products.price), desc(products.createdAt), asc(products.id)],
  "discount-desc": [desc(products.discount), desc(products.createdAt), asc(products.id)],
};

/** The catalogue router, reading from `db`. */
export function catalogueRoutes(db: Db) {
  const app = new Hono();

  const productQuery = () =>
    db
      .select(productColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId));

  const textMatch = (text: string) => {
    const pattern = containsPattern(text);
    return or(
      ilike(products.title, pattern),
      ilike(categories.name, pattern),
      ilike(subcategories.name, pattern),
    );
  };

  app.get("/getcategories", async (c) => {
    const rows = await db
      .select({ id: categories.id, name: categories.name, image: categories.image })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name));
    return c.json(rows.map((row) => ({ _id: row.id, categoryname: row.name, image: row.image })));
  });

  app.get("/getsubcategories", async (c) => {
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
  });

  app.get("/client/search", async (c) => {
    const { q, limit } = query(c, searchQuery);
    const base = db
      .select(searchColumns)
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId));
    if (q === undefined) {
      // The spec's search box downloads the whole approved list once and filters it itself.
      const rows = await base
        .where(eq(products.approved, true))
        .orderBy(desc(products.createdAt), asc(products.id));
      return c.json({ success: true, data: rows.map(toSearchJson) });
    }
    if (q === "") return c.json({ success: true, data: [] });
    const rows = await base
      .where(and(eq(products.approved, true), textMatch(q)))
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(limit);
    return c.json({ success: true, data: rows.map(toSearchJson) });
  });

  app.get("/client/productsbycategory", async (c) => {
    const { limit } = query(c, perCategoryQuery);
    const ranked = db
      .select({
        id: products.id,
        rank: sql<number>`row_number() over (partition by ${products.categoryId} order by ${products.createdAt} desc, ${products.id})`.as(
          "rank",
        ),
      })
      .from(products)
      .where(eq(products.approved, true))
      .as("ranked");
    const [categoryRows, productRows] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
      productQuery()
        .innerJoin(ranked, eq(ranked.id, products.id))
        .where(lte(ranked.rank, limit))
        .orderBy(desc(products.createdAt), asc(products.id)),
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
  });

  app.get("/product/filter", async (c) => {
    const q = query(c, filterQuery);
    const conditions: (SQL | undefined)[] = [eq(products.approved, true)];
    if (q.categoryname?.length) conditions.push(inArray(products.categoryId, q.categoryname));
    if (q.subcategory?.length) conditions.push(inArray(products.subcategoryId, q.subcategory));
    if (q.recipient) conditions.push(sql`${q.recipient} = any(${products.recipients})`);
    if (q.q) conditions.push(textMatch(q.q));
    if (q.minPrice !== undefined) conditions.push(gte(products.price, q.minPrice));
    if (q.maxPrice !== undefined) conditions.push(lte(products.price, q.maxPrice));
    if (typeof q.discount === "number") conditions.push(gte(products.discount, q.discount));
    const where = and(...conditions);

    const [rows, [count]] = await Promise.all([
      productQuery()
        .where(where)
        .orderBy(...ORDER_BY[q.sort])
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
        .where(where),
    ]);
    return c.json({
      success: true,
      data: rows.map(toProductJson),
      total: count?.total ?? 0,
      page: q.page,
      limit: q.limit,
    });
  });

  app.get("/products/:id", async (c) => {
    const id = parseOr400(idSchema, c.req.param("id"));
    const [row] = await productQuery()
      .where(and(eq(products.id, id), eq(products.approved, true)))
      .limit(1);
    if (!row) fail(404, "Product not found");
    return c.json(toProductJson(row));
  });

  app.get("/product/related/:id", async (c) => {
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
    const rows = await productQuery()
      .where(
        and(
          eq(products.approved, true),
          eq(products.categoryId, product.categoryId),
          ne(products.id, id),
        ),
      )
      .orderBy(...order)
      .limit(12);
    return c.json({ success: true, data: rows.map(toProductJson) });
  });

  return app;
}
