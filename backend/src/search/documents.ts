/**
 * Each product's search document and the catalogue's word list (docs/search.md). The document
 * holds the words @giftshop/shared/search/rank's searchDocument reads, weighted by field: A the
 * title, B the category and subcategory names, C the recipients recipientsOf gives it. Those are
 * the fields every backend's product list carries, and the storefront's local catalogue reads
 * the same, so a search finds the same products whichever backend serves the shop.
 * Tokens are letters and digits only (searchTokens), so the document is written as tsvector
 * text and PostgreSQL's 'simple' configuration is never asked to read words itself.
 */
import { eq, isNull, sql } from "drizzle-orm";
import { recipientsOf } from "@giftshop/shared/recipients";
import { searchDocument } from "@giftshop/shared/search/rank";
import { tokenRulesFingerprint } from "@giftshop/shared/search/text";
import type { Db } from "../db/client";
import { categories, products, searchRules, searchWords, subcategories } from "../db/schema";

const WEIGHTS = { title: "A", names: "B", more: "C" } as const;

/** What a document is made of: the names every product list carries. */
interface Named {
  title: string;
  categoryName: string;
  subcategoryName: string;
}

/** The product's document as tsvector text: `'rose':1A 'bouquet':2A 'flower':3B …`. */
export function documentText({ title, categoryName, subcategoryName }: Named): string {
  const names = { title, categoryName, subcategoryName };
  const doc = searchDocument({ ...names, recipients: recipientsOf(names) });
  let position = 0;
  const entries: string[] = [];
  for (const field of ["title", "names", "more"] as const) {
    for (const token of doc[field]) {
      // Positions past 16,383 are kept at that; a description is never that long.
      position = Math.min(position + 1, 16383);
      entries.push(`'${token}':${position}${WEIGHTS[field]}`);
    }
  }
  return entries.join(" ");
}

/** Products written per statement when documents are filled in. */
const BATCH = 500;

/**
 * Writes the document of every product that has none (a database from before search
 * documents, or products a test wrote directly), then the word list when anything changed.
 * Answers how many documents were written.
 */
export async function fillSearchDocuments(db: Db): Promise<number> {
  let written = 0;
  for (;;) {
    const rows = await db
      .select({
        id: products.id,
        title: products.title,
        categoryName: categories.name,
        subcategoryName: subcategories.name,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
      .where(isNull(products.searchDoc))
      .limit(BATCH);
    if (rows.length === 0) break;
    const filled = rows.map((row) => ({
      id: row.id,
      doc: documentText({ ...row, subcategoryName: row.subcategoryName ?? "" }),
    }));
    // One JSON parameter, read as rows: the same on every driver.
    await db.execute(sql`
      update products set search_doc = filled.doc::tsvector
      from json_to_recordset(${JSON.stringify(filled)}::json) as filled(id text, doc text)
      where products.id = filled.id`);
    written += rows.length;
  }
  if (written > 0 || !(await hasSearchWords(db))) await refreshSearchWords(db);
  return written;
}

async function hasSearchWords(db: Db): Promise<boolean> {
  const rows = await db.select({ word: searchWords.word }).from(searchWords).limit(1);
  return rows.length > 0;
}

/** Rebuilds the word list from the approved products' documents. */
export async function refreshSearchWords(db: Db): Promise<void> {
  const documents = "select search_doc from products where approved and search_doc is not null";
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from search_words`);
    // A token is written once, in its heaviest field (documentText), so the A count is the
    // products holding the word in their title and the B count those holding it in a name only.
    await tx.execute(sql`
      insert into search_words (word, products, titles, names)
      select every.word, every.ndoc, coalesce(title.ndoc, 0), coalesce(name.ndoc, 0)
      from ts_stat(${documents}) as every
      left join ts_stat(${documents}, 'A') as title on title.word = every.word
      left join ts_stat(${documents}, 'B') as name on name.word = every.word`);
  });
}

/** Records that the stored documents follow the current tokenising rules. */
export async function markSearchRules(db: Db): Promise<void> {
  const fingerprint = tokenRulesFingerprint();
  await db
    .insert(searchRules)
    .values({ id: 1, fingerprint })
    .onConflictDoUpdate({ target: searchRules.id, set: { fingerprint } });
}

/**
 * Makes every stored document follow the current tokenising rules, at a backend's start: when
 * the word file (or the tokeniser) changed since they were written, every document is written
 * again, so a synonym an operator adds finds the products already stored; documents missing
 * are written in any case. Answers how many were written.
 */
export async function refreshSearchDocuments(db: Db): Promise<number> {
  const [stored] = await db.select({ fingerprint: searchRules.fingerprint }).from(searchRules);
  if (stored?.fingerprint !== tokenRulesFingerprint()) {
    await db.update(products).set({ searchDoc: null });
  }
  const written = await fillSearchDocuments(db);
  await markSearchRules(db);
  return written;
}
