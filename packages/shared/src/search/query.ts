/**
 * What a shopper's search text asks for (docs/search.md): the words to find, and the price
 * words ("under 500", "below ₹1000", "500 to 1000") and delivery words ("midnight", "same day")
 * that are filters rather than words, each shown as a chip the shopper can remove. The
 * storefront reads every query with parseSearch and sends the backend its words and filters;
 * the local catalogue reads them the same way.
 */
import { STOP_WORDS, plainWords, searchTokens, stem } from "./text";

/** A delivery need a query can name; a backend that knows its delivery kinds applies it. */
export const DELIVERY_NEEDS = ["midnight", "same-day"] as const;
export type DeliveryNeed = (typeof DELIVERY_NEEDS)[number];

/** A filter the query named, shown as a removable chip. */
export interface SearchChip {
  kind: "price" | "delivery" | "eggless";
  /** What the chip says: "Under ₹500", "Midnight delivery", "Eggless". */
  label: string;
  /** The query without the words that made this chip (what removing it searches for). */
  without: string;
}

export interface SearchIntent {
  /** The words to find, as tokens (searchTokens), stop words left out unless all were. */
  terms: string[];
  /** The words to find as text: the query without its price and delivery words. */
  text: string;
  minPrice?: number;
  maxPrice?: number;
  delivery?: DeliveryNeed;
  chips: SearchChip[];
}

/** "499", "1,000", "1k", "1.5k" as whole rupees. */
const AMOUNT = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?\s?k?|\d+)`;
const RUPEE = String.raw`(?:₹|rs\.?|inr)?\s*`;
const AFTER = String.raw`\s*(?:rs|rupees|inr|\/-|-\/)?`;

function rupees(amount: string): number {
  const plain = amount.replace(/[,\s]/g, "");
  return plain.endsWith("k")
    ? Math.round(Number(plain.slice(0, -1)) * 1000)
    : Math.round(Number(plain));
}

const formatRupees = (value: number) => `₹${value.toLocaleString("en-IN")}`;

/** Price phrases, most specific first; each match becomes a range and a chip. */
const PRICE_PATTERNS: {
  pattern: RegExp;
  range: (a: number, b?: number) => { minPrice?: number; maxPrice?: number };
}[] = [
  {
    pattern: new RegExp(
      String.raw`\b(?:between\s+)?${RUPEE}${AMOUNT}${AFTER}\s*(?:-|to|and|–)\s*${RUPEE}${AMOUNT}${AFTER}(?=\s|$)`,
      "i",
    ),
    range: (a, b = a) => ({ minPrice: Math.min(a, b), maxPrice: Math.max(a, b) }),
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:under|below|less\s+than|within|up\s*to|upto|max(?:imum)?|not\s+more\s+than|lt|<)\s*${RUPEE}${AMOUNT}${AFTER}(?=\s|$)`,
      "i",
    ),
    range: (a) => ({ maxPrice: a }),
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:above|over|more\s+than|min(?:imum)?|from|starting|at\s+least|gt|>)\s*${RUPEE}${AMOUNT}${AFTER}(?=\s|$)`,
      "i",
    ),
    range: (a) => ({ minPrice: a }),
  },
];

const DELIVERY_PATTERNS: { pattern: RegExp; need: DeliveryNeed; label: string }[] = [
  {
    pattern: /\b(?:midnight|12\s*am|raat\s+12)(?:\s+delivery)?\b/i,
    need: "midnight",
    label: "Midnight delivery",
  },
  {
    pattern: /\b(?:same[\s-]?day|today)(?:\s+delivery)?\b/i,
    need: "same-day",
    label: "Same-day delivery",
  },
];

/** `text` with `match` cut out, spaces tidied. */
const cut = (text: string, match: RegExpExecArray) =>
  `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
    .replace(/\s+/g, " ")
    .trim();

/** The tokens to find in `text`: stop words left out, unless the text is nothing else. */
export function searchTerms(text: string): string[] {
  const tokens = searchTokens(text);
  const kept = tokens.filter((token) => !STOP_WORDS.has(token));
  return [...new Set(kept.length > 0 ? kept : tokens)];
}

/** Reads the shopper's search text: its words, price range and delivery need, with chips. */
export function parseSearch(raw: string): SearchIntent {
  const query = raw.trim().replace(/\s+/g, " ").toLowerCase();
  let text = query;
  const found: { chip: Omit<SearchChip, "without">; words: RegExpExecArray }[] = [];
  const intent: Omit<SearchIntent, "terms" | "text" | "chips"> = {};

  for (const { pattern, range } of PRICE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match || intent.maxPrice !== undefined || intent.minPrice !== undefined) continue;
    const values = match.slice(1).filter(Boolean).map(rupees);
    const bounds = range(values[0]!, values[1]);
    if (Object.values(bounds).some((value) => !Number.isFinite(value) || value <= 0)) continue;
    Object.assign(intent, bounds);
    const label =
      bounds.minPrice !== undefined && bounds.maxPrice !== undefined
        ? `${formatRupees(bounds.minPrice)} – ${formatRupees(bounds.maxPrice)}`
        : bounds.maxPrice !== undefined
          ? `Under ${formatRupees(bounds.maxPrice)}`
          : `Over ${formatRupees(bounds.minPrice!)}`;
    found.push({ chip: { kind: "price", label }, words: match });
    text = cut(text, match);
  }
  for (const { pattern, need, label } of DELIVERY_PATTERNS) {
    const match = pattern.exec(text);
    if (!match || intent.delivery) continue;
    intent.delivery = need;
    found.push({ chip: { kind: "delivery", label }, words: match });
    text = cut(text, match);
  }

  const terms = searchTerms(text);
  const chips: SearchChip[] = found.map(({ chip, words }) => ({
    ...chip,
    without: cut(query, exactIn(query, words[0])),
  }));
  if (terms.includes("eggless")) {
    chips.push({ kind: "eggless", label: "Eggless", without: withoutEggless(query) });
  }
  return { ...intent, terms, text, chips };
}

/** Where `phrase` stands in `query` (it was found in a shortened copy of it). */
function exactIn(query: string, phrase: string): RegExpExecArray {
  const index = query.indexOf(phrase);
  const match = [phrase] as unknown as RegExpExecArray;
  match.index = Math.max(index, 0);
  return match;
}

/** The query without its eggless words ("eggless", "egg free", "veg", …). */
function withoutEggless(query: string): string {
  const kept = query.split(" ").filter((word, i, all) => {
    const pair = `${word} ${all[i + 1] ?? ""}`;
    const prior = `${all[i - 1] ?? ""} ${word}`;
    return ![word, pair, prior].some((part) => searchTokens(part).join(" ") === "eggless");
  });
  return kept.join(" ");
}

/**
 * Whether `text` has a word to search for: one that is not a stop word ("for", "the"). Text of
 * only stop words, or only filters once they are taken out (`intent.text`), searches for nothing.
 */
export const hasSearchWords = (text: string) =>
  plainWords(text).some((word) => !STOP_WORDS.has(stem(word)));
