/**
 * Which products a search finds and in what order (docs/search.md), stated once: the reference
 * backend writes the same rules in SQL over a full-text index (backend/src/routes/catalogue/
 * search-sql.ts), and the storefront's local catalogue runs them in memory (SearchIndex, below).
 *
 * - A product's words are weighed by where they stand: its title (3), its category and
 *   subcategory names (2), its description, type, flavour and recipients (1).
 * - Every term of the query must be among them, in any order; the last term may be the start of
 *   a word (the shopper is still typing it). A word naming who the gift is for (SOFT_TERMS)
 *   only ranks: "birthday cake for mom" finds every birthday cake, those naming a mother first.
 * - A term of four or more letters that is no word of the catalogue is read as the catalogue's
 *   most common word one edit away ("rosse" → rose, "chocolte" → chocolate): the query is
 *   corrected, and "Did you mean" says so.
 * - A term that is still no word of the catalogue narrows nothing: no product holds it. It is
 *   set aside while another term remains, and the answer names it ("No gift here mentions
 *   “birthday”"): "birthday cake" on a catalogue whose cakes never say birthday finds cakes.
 *   A query of nothing but such terms finds nothing.
 * - Score: the sum of each term's best weight, 2 more when the title holds the whole query.
 *   Ties: more reviews first (popularity), then the newest.
 * - The contract's own rule (title, category or subcategory contains the text) always counts:
 *   a product it finds and the words do not comes after the word matches, never lost.
 */
import { searchTokens, withinOneEdit } from "./text";

export const FIELD_WEIGHTS = { title: 3, names: 2, more: 1 } as const;
export type SearchField = keyof typeof FIELD_WEIGHTS;

/**
 * Words naming who a gift is for (their synonym heads). Such a word ranks the gifts that name
 * that person first but does not exclude the rest: most cakes and flowers suit a mother without
 * saying so, and "birthday cake for mom" should find birthday cakes. A query of nothing but such
 * words ("gifts for mom") still requires them.
 */
export const SOFT_TERMS: ReadonlySet<string> = new Set([
  "mother",
  "father",
  "wife",
  "husband",
  "sister",
  "brother",
  "grandmother",
  "grandfather",
  "daughter",
  "son",
  "boyfriend",
  "girlfriend",
  "friend",
  "fiance",
  "kid",
  "men",
  "women",
]);

/** Whether `term` may be missing from a product the other terms find (SOFT_TERMS). */
export function isSoftTerm(term: string, terms: readonly string[]): boolean {
  return SOFT_TERMS.has(term) && terms.some((other) => !SOFT_TERMS.has(other));
}

/** Added when the title contains the whole query text. */
export const PHRASE_BONUS = 2;

/** The shortest term a typo is corrected for: "cke" is too short to tell. */
export const CORRECTION_MIN_LENGTH = 4;

/** What search reads of a product. */
export interface SearchableProduct {
  title: string;
  categoryName: string;
  subcategoryName: string;
  description?: string | null;
  type?: string | null;
  flavor?: string | null;
  recipients?: readonly string[];
}

/** A product's tokens by field, each token under the heaviest field that holds it. */
export type SearchDocument = Record<SearchField, string[]>;

/** The tokens of `product` by field (searchTokens), each once, under its heaviest field. */
export function searchDocument(
  product: SearchableProduct,
  tokenise: (text: string) => readonly string[] = searchTokens,
): SearchDocument {
  const seen = new Set<string>();
  const field = (...texts: (string | null | undefined)[]) => {
    const tokens = texts.flatMap((text) => (text ? tokenise(text) : []));
    return tokens.filter((token) => !seen.has(token) && Boolean(seen.add(token)));
  };
  return {
    title: field(product.title),
    names: field(product.categoryName, product.subcategoryName),
    more: field(
      product.type,
      product.flavor,
      ...(product.recipients ?? []).map((slug) => slug.replace(/-/g, " ")),
      product.description,
    ),
  };
}

/** A query's terms, the last one read as the start of a word too. */
export interface SearchTerms {
  terms: readonly string[];
  /** Whether the last term also matches words it begins (while the shopper types). */
  prefixLast: boolean;
}

/** Whether `token` answers `term`: the same word, or (a prefix term) a word it begins. */
export const tokenAnswers = (token: string, term: string, prefix: boolean) =>
  token === term || (prefix && token.startsWith(term));

/** The weight `term` scores in `doc`: its heaviest field's, or 0 when it is not there. */
export function termWeight(doc: SearchDocument, term: string, prefix: boolean): number {
  for (const field of ["title", "names", "more"] as const) {
    if (doc[field].some((token) => tokenAnswers(token, term, prefix))) return FIELD_WEIGHTS[field];
  }
  return 0;
}

/** The score of `doc` for `query`: null when a term is missing. */
export function scoreDocument(
  doc: SearchDocument,
  { terms, prefixLast }: SearchTerms,
  titleHasPhrase: boolean,
): number | null {
  let score = titleHasPhrase ? PHRASE_BONUS : 0;
  for (const [i, term] of terms.entries()) {
    const weight = termWeight(doc, term, prefixLast && i === terms.length - 1);
    if (weight === 0 && !isSoftTerm(term, terms)) return null;
    score += weight;
  }
  return score;
}

/** A catalogue word and how many products hold it. */
export interface VocabularyWord {
  word: string;
  products: number;
}

/**
 * The catalogue word `term` was probably meant as: the most common word one edit away, or null
 * when none is (or the term is too short to tell). Callers ask only for terms no word answers.
 */
export function correction(term: string, candidates: readonly VocabularyWord[]): string | null {
  // A recipient word is the shop's own word even where no product names that person: it only
  // ranks (SOFT_TERMS), and reading "mother" as another word would make it a required one.
  if (term.length < CORRECTION_MIN_LENGTH || /\d/.test(term) || SOFT_TERMS.has(term)) return null;
  let best: VocabularyWord | null = null;
  for (const candidate of candidates) {
    if (candidate.word.length < CORRECTION_MIN_LENGTH - 1) continue;
    if (!withinOneEdit(term, candidate.word)) continue;
    if (
      !best ||
      candidate.products > best.products ||
      (candidate.products === best.products && candidate.word < best.word)
    ) {
      best = candidate;
    }
  }
  return best?.word ?? null;
}

/** The terms with their corrections, and the corrected text when any term changed. */
export function correctTerms(
  terms: readonly string[],
  corrections: ReadonlyMap<string, string>,
): { terms: string[]; corrected: string | null } {
  const fixed = terms.map((term) => corrections.get(term) ?? term);
  const changed = fixed.some((term, i) => term !== terms[i]);
  return { terms: fixed, corrected: changed ? fixed.join(" ") : null };
}

/**
 * Which terms to search by, as positions in `terms`, once those no catalogue word answers
 * (`known` false, after corrections) are set aside, and the terms set aside. A recipient word
 * (SOFT_TERMS) is never set aside: it only ranks anyway. Every term stays when none is known.
 */
export function setAsideUnknown(
  terms: readonly string[],
  known: (term: string, i: number) => boolean,
): { kept: number[]; ignored: string[] } {
  const kept: number[] = [];
  const ignored: string[] = [];
  terms.forEach((term, i) => {
    if (SOFT_TERMS.has(term) || known(term, i)) kept.push(i);
    else ignored.push(term);
  });
  if (kept.length === 0) return { kept: terms.map((_, i) => i), ignored: [] };
  return { kept, ignored };
}

/** Whether the text is one the contract's own rule reads (title/category/subcategory contain it). */
export const phraseOf = (text: string) => text.trim().toLowerCase();

/** Tokens for a single word, as a query term (e.g. a category name read as words). */
export const termsOf = (text: string) => searchTokens(text);
