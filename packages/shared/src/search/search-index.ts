/**
 * The search rules of rank.ts run in memory: an inverted index of a catalogue's words, for the
 * storefront's local catalogue (a backend that does not search) and for the table of shopper
 * queries (npm run search:cases). The reference backend runs the same rules in PostgreSQL.
 */
import {
  FIELD_WEIGHTS,
  PHRASE_BONUS,
  correctTerms,
  correction,
  phraseOf,
  searchDocument,
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
}

export class SearchIndex {
  private readonly postings = new Map<string, Map<number, number>>();
  /** Every token, sorted, for the words a prefix begins. */
  private readonly tokens: string[];
  private readonly names: string[];
  private readonly titles: string[];
  private readonly popularity: number[];

  /** `products` in the catalogue's answer order (newest first): the last tie-break. */
  constructor(products: readonly IndexedProduct[]) {
    this.names = products.map((p) =>
      [p.title, p.categoryName, p.subcategoryName].map((name) => name.toLowerCase()).join("\n"),
    );
    this.titles = products.map((p) => p.title.toLowerCase());
    this.popularity = products.map((p) => p.popularity);
    products.forEach((product, position) => {
      const doc = searchDocument(product);
      for (const field of ["title", "names", "more"] as const) {
        for (const token of doc[field]) {
          let list = this.postings.get(token);
          if (!list) this.postings.set(token, (list = new Map()));
          if (!list.has(position)) list.set(position, FIELD_WEIGHTS[field]);
        }
      }
    });
    this.tokens = [...this.postings.keys()].sort();
  }

  /** Every word of the catalogue with how many products hold it. */
  vocabulary(): VocabularyWord[] {
    return this.tokens.map((word) => ({ word, products: this.postings.get(word)!.size }));
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

  /** The products matching `ask`, best first (rank.ts), and the correction when one was made. */
  search(ask: SearchAsk): SearchFound {
    const last = ask.terms.length - 1;
    const prefixOf = (i: number) => Boolean(ask.prefixLast) && i === last;
    const fixes = new Map<string, string>();
    ask.terms.forEach((term, i) => {
      if (this.answering(term, prefixOf(i)).length > 0) return;
      const fixed = correction(term, this.vocabulary());
      if (fixed) fixes.set(term, fixed);
    });
    const { terms, corrected } = correctTerms(ask.terms, fixes);

    const scores = new Map<number, number>();
    terms.forEach((term, i) => {
      const weights = new Map<number, number>();
      for (const token of this.answering(term, prefixOf(i) && !fixes.has(ask.terms[i]!))) {
        for (const [position, weight] of this.postings.get(token)!) {
          if ((weights.get(position) ?? 0) < weight) weights.set(position, weight);
        }
      }
      if (i === 0) {
        for (const [position, weight] of weights) scores.set(position, weight);
        return;
      }
      for (const [position, score] of scores) {
        const weight = weights.get(position);
        if (weight === undefined) scores.delete(position);
        else scores.set(position, score + weight);
      }
    });
    // No words (only filters, as in "under 500"): every product, by popularity.
    if (terms.length === 0) this.titles.forEach((_, position) => scores.set(position, 0));

    const phrase = phraseOf(ask.text);
    if (phrase) {
      for (const [position, score] of scores) {
        if (this.titles[position]!.includes(phrase)) scores.set(position, score + PHRASE_BONUS);
      }
      // The contract's own rule: never lose what it finds.
      this.names.forEach((names, position) => {
        if (!scores.has(position) && names.split("\n").some((name) => name.includes(phrase))) {
          scores.set(position, 0);
        }
      });
    }
    const ranked = [...scores.keys()].sort(
      (a, b) =>
        scores.get(b)! - scores.get(a)! || this.popularity[b]! - this.popularity[a]! || a - b,
    );
    return { ranked, corrected };
  }
}
