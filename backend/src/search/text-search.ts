/**
 * The search rules of @giftshop/shared/search/rank in SQL (docs/search.md): every required
 * term found in the product's search document (documents.ts, GIN-indexed), in any order, the
 * last one as the start of a word while the shopper types; a term no catalogue word answers
 * read as the most common word one edit away in the catalogue's word list, and set aside when
 * none is (while another term remains);
 * the contract's own substring rule always kept. The score is rank.ts's: per term 3 for the
 * title, 2 for a category or subcategory name, 1 elsewhere, 2 more when the title holds the
 * whole text; the contract rule's extra finds score 0.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  correctTerms,
  correction,
  isSoftTerm,
  PHRASE_BONUS,
  setAsideUnknown,
} from "@giftshop/shared/search/rank";
import { searchTerms } from "@giftshop/shared/search/query";
import type { Db } from "../db/client";
import { products, searchWords } from "../db/schema";

export interface TextSearch {
  /** The products the text finds. */
  where: SQL;
  /**
   * Each found product's relevance (0 for the contract rule's extra finds); null when the text
   * has no words to weigh (only the contract rule reads it).
   */
  score: SQL | null;
  /**
   * The products scoring the most any product can (every term in the title, and the whole
   * text in it), or null when `score` is: they come first in relevance order, among
   * themselves in its tie order.
   */
  best: SQL | null;
  /** The terms as corrected, or null when none was. */
  corrected: string | null;
  /** Terms no catalogue word answers, set aside because other terms remained. */
  ignored: string[];
}

/** Which of `terms` the word list answers (the last one as a prefix when `prefixLast`). */
async function knownTerms(db: Db, terms: readonly string[], prefixLast: boolean) {
  const last = terms.length - 1;
  const exact = prefixLast ? terms.slice(0, last) : terms;
  const known = new Set<string>();
  if (exact.length > 0) {
    const rows = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`${searchWords.word} in ${exact}`);
    for (const row of rows) known.add(row.word);
  }
  if (prefixLast) {
    const prefix = terms[last]!;
    const rows = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      .where(sql`left(${searchWords.word}, ${prefix.length}) = ${prefix}`)
      .limit(1);
    if (rows.length > 0) known.add(prefix);
  }
  return known;
}

/**
 * The catalogue word `term` was probably meant as, or null. Every word one letter shorter to one
 * longer is a candidate, as in the storefront's index (SearchIndex): a trigram lookup would miss
 * a swap near a short word's start ("ckae" shares one trigram with cake), and the shared rule
 * must pick the same word on every backend. The word list is small (thousands of words at
 * 100,000 products), its primary key read in order.
 */
async function corrected(db: Db, term: string): Promise<string | null> {
  const candidates = await db
    .select({ word: searchWords.word, products: searchWords.products })
    .from(searchWords)
    .where(sql`length(${searchWords.word}) between ${term.length - 1} and ${term.length + 1}`);
  return correction(term, candidates);
}

const matches = (query: string) => sql`${products.searchDoc} @@ to_tsquery('simple', ${query})`;

/**
 * How `text` searches: `contract` is the contract's substring rule for it (product-filter's
 * textMatch), which is always kept.
 */
export async function textSearch(
  db: Db,
  text: string,
  contract: SQL,
  { prefixLast }: { prefixLast: boolean },
): Promise<TextSearch> {
  const asked = searchTerms(text);
  if (asked.length === 0)
    return { where: contract, score: null, best: null, corrected: null, ignored: [] };
  const known = await knownTerms(db, asked, prefixLast);
  const fixes = new Map<string, string>();
  for (const term of asked) {
    if (known.has(term)) continue;
    const fixed = await corrected(db, term);
    if (fixed) fixes.set(term, fixed);
  }
  const { terms: fixedTerms, corrected: anyFixed } = correctTerms(asked, fixes);
  const { kept, ignored } = setAsideUnknown(
    fixedTerms,
    (_, i) => known.has(asked[i]!) || fixes.has(asked[i]!),
  );
  const terms = kept.map((i) => fixedTerms[i]!);
  const correctedText = anyFixed === null ? null : terms.join(" ");
  const askedLast = asked.length - 1;
  // A corrected word is whole: the shopper's unfinished prefix was not a word's start.
  const lexeme = (k: number, weights = "") => {
    const i = kept[k]!;
    const prefix = prefixLast && i === askedLast && !fixes.has(asked[i]!);
    return `${terms[k]}:${prefix ? "*" : ""}${weights}`;
  };
  const required = terms
    .map((term, i) => (isSoftTerm(term, terms) ? null : lexeme(i)))
    .filter((entry) => entry !== null);
  const found = matches(required.join(" & "));
  const weights = terms.map(
    (_, i) =>
      sql`(case when ${matches(lexeme(i, "A"))} then 3 when ${matches(lexeme(i, "AB"))} then 2 when ${matches(lexeme(i))} then 1 else 0 end)`,
  );
  const phrase = text.trim().toLowerCase();
  const titleHasPhrase = sql`position(${phrase} in lower(${products.title})) > 0`;
  const score = sql`(case when ${found} then ${sql.join(weights, sql` + `)} + (case when ${titleHasPhrase} then ${PHRASE_BONUS} else 0 end) else 0 end)`;
  // Only for one word the shopper typed as the catalogue writes it ("cake", "roses"): a typo's
  // or a synonym's text is in no title, nor is a phrase of several words in most, and reading
  // an empty best in the tie order's index walks the whole catalogue.
  const literal = terms.length === 1 && phrase.includes(terms[0]!);
  const best = literal ? sql`(${matches(lexeme(0, "A"))} and ${titleHasPhrase})` : null;
  return {
    where: sql`(${found} or ${contract})`,
    score,
    best,
    corrected: correctedText,
    ignored,
  };
}
