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
import { and, eq, ilike, sql, type SQL } from "drizzle-orm";
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
   * Ways to find the products scoring the most any product does, tried in order: they come
   * first in relevance order, among themselves in its tie order (catalogue.handlers.ts
   * `bestFirst`). Empty when none is known: the matches are then scored whole.
   */
  best: BestProducts[];
  /** The terms as corrected, or null when none was. */
  corrected: string | null;
  /** Terms no catalogue word answers, set aside because other terms remained. */
  ignored: string[];
}

/**
 * The products scoring the most any product does, and how to read them: `prefix` looks for them
 * among the first products of the tie order (a common word's, found within a few dozen);
 * `index` reads them through the index `condition` names (the title's words: a word in a few
 * hundred titles, which the tie order would have to walk far to find).
 */
interface BestProducts {
  condition: SQL;
  read: "prefix" | "index";
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

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The shortest text a title is searched for by its trigram index (pg_trgm's trigrams). */
const TRIGRAM_MIN = 3;

/**
 * A word in up to this many titles is read through the index of the titles' words when the tie
 * order's prefix does not hold a page of it (BEST_LOOK_AHEAD); a word in more is scored whole
 * then, rather than read through thousands of titles.
 */
const INDEX_READ_MAX = 5_000;

/**
 * How to find the best products of a search of one word `term` (as the shopper typed `phrase`).
 * A word scores 3 in a title, 2 in a category or subcategory name, 1 elsewhere, plus 2 when
 * the title holds the typed text (rank.ts); the word list counts each word's products by field
 * (search_words, documents.ts), and the titles' trigram index tells whether a title holds the
 * text. So the best are:
 * - when a title holds the text: the word's titles holding it, 5 ("cake", "roses", "mom");
 * - else the word's titles, 3 ("mother", whose titles say "Mom" or "Maa"; a typo's
 *   correction), else its names, 2, else every match, 1 ("wife", a recipient in no title).
 * When those do not fill the page (a title holding the text without the word: "mother" in
 * "Grandmother"), the matches are scored whole.
 */
async function bestOfOneWord(
  db: Db,
  term: string,
  phrase: string,
  match: { found: SQL; inTitle: SQL; inTitleWords: SQL; inNames: SQL; titleHasPhrase: SQL },
): Promise<BestProducts[]> {
  const [counts] = await db
    .select({ titles: searchWords.titles, names: searchWords.names })
    .from(searchWords)
    .where(eq(searchWords.word, term));
  const titles = counts?.titles ?? 0;
  const names = counts?.names ?? 0;
  // From the tie order's prefix first (a common word's fill a page within a few dozen), then,
  // for a word in few enough titles, through the index of the titles' words.
  const inTitles = (more?: SQL): BestProducts[] => {
    const condition = sql`(${and(match.inTitle, more)})`;
    const prefix: BestProducts = { condition, read: "prefix" };
    if (titles > INDEX_READ_MAX) return [prefix];
    return [prefix, { condition: sql`(${match.inTitleWords} and ${condition})`, read: "index" }];
  };
  // Without a trigram, pg_trgm's index would return every title: whether one holds the text is
  // then not asked, and only a word typed as the catalogue writes it is read best first.
  if (phrase.length < TRIGRAM_MIN) {
    return titles > 0 && phrase.includes(term) ? inTitles(match.titleHasPhrase) : [];
  }
  const [titled] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.approved, true),
        ilike(products.title, containsPattern(phrase)),
        match.titleHasPhrase,
      ),
    )
    .limit(1);
  if (titled) return titles > 0 ? inTitles(match.titleHasPhrase) : [];
  if (titles > 0) return inTitles();
  return [{ condition: names > 0 ? match.inNames : match.found, read: "prefix" }];
}

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
    return { where: contract, score: null, best: [], corrected: null, ignored: [] };
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
  // One word: its best products are read first, a results page's as the word list says
  // (bestOfOneWord), the search box's from the tie order's prefix.
  const inTitle = matches(lexeme(0, "A"));
  let best: BestProducts[] = [];
  if (terms.length === 1 && !prefixLast) {
    best = await bestOfOneWord(db, terms[0]!, phrase, {
      found,
      inTitle,
      inTitleWords: sql`ts_filter(${products.searchDoc}, '{a}') @@ to_tsquery('simple', ${lexeme(0)})`,
      inNames: matches(lexeme(0, "AB")),
      titleHasPhrase,
    });
  } else if (terms.length === 1 && phrase.includes(terms[0]!)) {
    // The search box's one word as it is typed ("cak"): titles with a word it begins, holding
    // the text, score the most; a common start's fill the few suggestions from the prefix.
    best = [{ condition: sql`(${inTitle} and ${titleHasPhrase})`, read: "prefix" }];
  }
  return {
    where: sql`(${found} or ${contract})`,
    score,
    best,
    corrected: correctedText,
    ignored,
  };
}
