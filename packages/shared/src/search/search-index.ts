/**
 * The search rules of rank.ts run in memory: an inverted index of a catalogue's words, for the
 * storefront's local catalogue (a backend that does not search) and for the table of shopper
 * queries (npm run search:cases). The reference backend runs the same rules in PostgreSQL.
 */
import { searchTokens } from "./text";
import {
  FIELD_WEIGHTS,
  PHRASE_BONUS,
  correctTerms,
  correction,
  isSoftTerm,
  phraseOf,
  searchDocument,
  setAsideUnknown,
  tokenAnswers,
  type SearchableProduct,
  type VocabularyWord,
} from "./rank";

export interface IndexedProduct extends SearchableProduct {
  /** How many reviews it has: ties go to the more reviewed. */
  popularity: number;
}

/** What a search asks: its terms and the text the contract's own rule looks for. */
export interface SearchAsk {
  terms: readonly string[];
  /** The text as typed (trimmed); the contract's rule finds products whose names contain it. */
  text: string;
  /** Whether the last term also matches the words it begins. */
  prefixLast?: boolean;
}

export interface SearchFound {
  /** Positions of the matching products in the index's order, best first. */
  ranked: number[];
  /** The query's terms as corrected, when a typo was read as a catalogue word. */
  corrected: string | null;
  /** Terms no catalogue word answers, set aside because other terms remained (rank.ts). */
  ignored: string[];
}

/** Between one product's names in the haystack; no search text holds it. */
const PRODUCT_END = "\u0000";
/** Between a product's title, category and subcategory names. */
const NAME_END = "\u0001";

/**
 * Rank packing: score, popularity and position in one number, so a result set of tens of
 * thousands sorts as a Float64Array rather than through a comparator.
 */
const POSITIONS = 2 ** 20;
const POPULARITY_CAP = 2 ** 16 - 1;
const packRank = (score: number, popularity: number, position: number) =>
  (score * (POPULARITY_CAP + 1) + Math.min(popularity, POPULARITY_CAP)) * POSITIONS +
  (POSITIONS - 1 - position);

/** The products holding one token, in position order, with the weight it has in each. */
interface Postings {
  positions: Int32Array;
  weights: Uint8Array;
}

export class SearchIndex {
  private readonly postings = new Map<string, Postings>();
  /** Every token, sorted, for the words a prefix begins. */
  private readonly tokens: string[];
  private readonly words: VocabularyWord[];
  /** Every product's names, lower-cased, one after another: the contract rule's haystack. */
  private readonly haystack: string;
  /** Where each product's names start in the haystack. */
  private readonly starts: Int32Array;
  private readonly titles: string[];
  private readonly popularity: Int32Array;

  /** `products` in the catalogue's answer order (newest first): the last tie-break. */
  constructor(products: readonly IndexedProduct[]) {
    if (products.length >= POSITIONS) throw new RangeError("too many products to index");
    this.titles = products.map((p) => p.title.toLowerCase());
    this.popularity = Int32Array.from(products, (p) => p.popularity);
    this.starts = new Int32Array(products.length);
    const parts: string[] = [];
    let offset = 0;
    products.forEach((p, position) => {
      const names = `${this.titles[position]}${NAME_END}${p.categoryName.toLowerCase()}${NAME_END}${p.subcategoryName.toLowerCase()}${PRODUCT_END}`;
      this.starts[position] = offset;
      offset += names.length;
      parts.push(names);
    });
    this.haystack = parts.join("");

    // Names and descriptions repeat across a catalogue: each distinct text is read once.
    const known = new Map<string, readonly string[]>();
    const tokenise = (text: string) => {
      let tokens = known.get(text);
      if (!tokens) known.set(text, (tokens = searchTokens(text)));
      return tokens;
    };
    const building = new Map<string, { positions: number[]; weights: number[] }>();
    products.forEach((product, position) => {
      const doc = searchDocument(product, tokenise);
      for (const field of ["title", "names", "more"] as const) {
        for (const token of doc[field]) {
          let list = building.get(token);
          if (!list) building.set(token, (list = { positions: [], weights: [] }));
          list.positions.push(position);
          list.weights.push(FIELD_WEIGHTS[field]);
        }
      }
    });
    for (const [token, list] of building) {
      this.postings.set(token, {
        positions: Int32Array.from(list.positions),
        weights: Uint8Array.from(list.weights),
      });
    }
    this.tokens = [...this.postings.keys()].sort();
    this.words = this.tokens.map((word) => ({
      word,
      products: this.postings.get(word)!.positions.length,
    }));
  }

  /** Every word of the catalogue with how many products hold it. */
  vocabulary(): readonly VocabularyWord[] {
    return this.words;
  }

  /** The tokens `term` answers: itself, and (a prefix term) the words it begins. */
  private answering(term: string, prefix: boolean): string[] {
    if (!prefix) return this.postings.has(term) ? [term] : [];
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.tokens[mid]! < term) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < this.tokens.length && tokenAnswers(this.tokens[i]!, term, true); i++) {
      found.push(this.tokens[i]!);
    }
    return found;
  }

  /** The product whose names hold haystack offset `at`. */
  private productAt(at: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** Products whose title, category or subcategory name contains `phrase` (the contract rule). */
  private containing(phrase: string, found: (position: number) => void): void {
    if (phrase.includes(PRODUCT_END) || phrase.includes(NAME_END)) return;
    let at = this.haystack.indexOf(phrase);
    while (at !== -1) {
      const position = this.productAt(at);
      found(position);
      const next = this.starts[position + 1] ?? this.haystack.length;
      at = this.haystack.indexOf(phrase, next);
    }
  }

  /** Each product's best weight for `term` (0: not there). */
  private termWeights(term: string, prefix: boolean): Uint8Array {
    const weights = new Uint8Array(this.titles.length);
    for (const token of this.answering(term, prefix)) {
      const { positions, weights: own } = this.postings.get(token)!;
      for (let i = 0; i < positions.length; i++) {
        const position = positions[i]!;
        if (weights[position]! < own[i]!) weights[position] = own[i]!;
      }
    }
    return weights;
  }

  /** The products matching `ask`, best first (rank.ts), and the correction when one was made. */
  search(ask: SearchAsk): SearchFound {
    const last = ask.terms.length - 1;
    const typedPrefix = (i: number) => Boolean(ask.prefixLast) && i === last;
    const fixes = new Map<string, string>();
    const answered = ask.terms.map((term, i) => {
      if (this.answering(term, typedPrefix(i)).length > 0) return true;
      const fixed = correction(term, this.words);
      if (fixed) fixes.set(term, fixed);
      return fixed !== null;
    });
    const { terms: fixedTerms, corrected: anyFixed } = correctTerms(ask.terms, fixes);
    const { kept, ignored } = setAsideUnknown(fixedTerms, (_, i) => answered[i]!);
    const terms = kept.map((i) => fixedTerms[i]!);
    // "Did you mean" offers the words searched by; the words set aside are named apart.
    const corrected = anyFixed === null ? null : terms.join(" ");
    // A corrected word is whole: the shopper's unfinished prefix was not a word's start.
    const prefixOf = (k: number) => typedPrefix(kept[k]!) && !fixes.has(ask.terms[kept[k]!]!);

    const count = this.titles.length;
    // Every product's score; -1: not a match. A required term's absence rules a product out;
    // a soft one's (isSoftTerm) only scores nothing. No terms: every product, by popularity.
    const scores = new Float64Array(count);
    terms.forEach((term, i) => {
      const soft = isSoftTerm(term, terms);
      const weights = this.termWeights(term, prefixOf(i));
      for (let position = 0; position < count; position++) {
        if (scores[position]! < 0) continue;
        const weight = weights[position]!;
        scores[position] = weight === 0 && !soft ? -1 : scores[position]! + weight;
      }
    });

    const phrase = phraseOf(ask.text);
    if (phrase) {
      // The contract's own rule: never lose what it finds; a title holding the whole text
      // scores the phrase bonus.
      this.containing(phrase, (position) => {
        if (scores[position]! < 0) scores[position] = 0;
        else if (this.titles[position]!.includes(phrase)) {
          scores[position] = scores[position]! + PHRASE_BONUS;
        }
      });
    }
    const keys: number[] = [];
    for (let position = 0; position < count; position++) {
      const score = scores[position]!;
      if (score >= 0) keys.push(packRank(score, this.popularity[position]!, position));
    }
    const sorted = Float64Array.from(keys).sort();
    const ranked = new Array<number>(sorted.length);
    for (let i = 0; i < sorted.length; i++) {
      ranked[i] = POSITIONS - 1 - (sorted[sorted.length - 1 - i]! % POSITIONS);
    }
    return { ranked, corrected, ignored };
  }
}
