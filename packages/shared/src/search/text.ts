/**
 * How search reads text, stated once for every side (docs/search.md): the reference backend
 * writes each product's words and reads each query with these functions, and the storefront's
 * local catalogue does the same, so a word finds the same products on every backend.
 *
 * A text becomes tokens: lower-case letters and digits, accents and punctuation dropped, each
 * word stemmed (roses → rose, lilies → lily, boxes → box) and then replaced by its synonym
 * group's head (mom, mummy, maa → mother; bday → birthday; gulab → rose; dry fruits →
 * dryfruit), from words.json, which an operator may extend.
 */
import words from "./words.json";

/** Splits text into plain lower-case words: letters and digits, nothing else. */
export function plainWords(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      // b'day, mom's: an apostrophe joins its word rather than splitting it.
      .replace(/['’`]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/**
 * A light English stemmer for shop words: plurals and possessives only, the same on both
 * sides, so "roses" finds "Rose" and "lilies" finds "Lily" without turning "glass" into "glas".
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (/(ch|sh|x|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** One synonym group: its head (the token every member becomes) and its members as stem lists. */
interface Group {
  head: string;
  members: string[][];
}

const GROUPS: Group[] = words.synonyms.map((group) => {
  const members = group.map((member) => plainWords(member).map(stem));
  return { head: members[0]!.join(""), members };
});

/** Single-word members → their head. */
const WORD_HEADS = new Map<string, string>();
/** Members of two or more words by their first word, longest first, with their head. */
const PHRASES = new Map<string, { words: string[]; head: string }[]>();
for (const { head, members } of GROUPS) {
  for (const member of members) {
    if (member.length === 1) {
      if (!WORD_HEADS.has(member[0]!)) WORD_HEADS.set(member[0]!, head);
    } else {
      const starting = PHRASES.get(member[0]!) ?? [];
      starting.push({ words: member, head });
      starting.sort((a, b) => b.words.length - a.words.length);
      PHRASES.set(member[0]!, starting);
    }
  }
}

/** Words a query leaves out unless they are all it says ("gifts for mom" looks for mom). */
export const STOP_WORDS: ReadonlySet<string> = new Set(words.stopWords.map(stem));

/**
 * The tokens of `text`: plain words, stemmed, with each synonym phrase or word replaced by its
 * group's head. Documents and queries both go through it.
 */
export function searchTokens(text: string): string[] {
  const stems = plainWords(text).map(stem);
  const tokens: string[] = [];
  for (let i = 0; i < stems.length;) {
    const phrase = PHRASES.get(stems[i]!)?.find(({ words: parts }) =>
      parts.every((part, k) => stems[i + k] === part),
    );
    if (phrase) {
      tokens.push(phrase.head);
      i += phrase.words.length;
    } else {
      const word = stems[i]!;
      tokens.push(WORD_HEADS.get(word) ?? word);
      i += 1;
    }
  }
  return tokens;
}

/** Whether `a` and `b` are at most one edit apart (insert, delete, replace or swap two letters). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i += 1;
  if (short.length === long.length) {
    // Replace one letter, or swap it with the next.
    if (short.slice(i + 1) === long.slice(i + 1)) return true;
    return (
      short[i] === long[i + 1] &&
      short[i + 1] === long[i] &&
      short.slice(i + 2) === long.slice(i + 2)
    );
  }
  // Insert one letter into the shorter.
  return short.slice(i) === long.slice(i + 1);
}

/**
 * Changes whenever the way text becomes tokens changes: the word file, or (by hand, with
 * RULES_REVISION) the stemmer and tokeniser above. A backend keeps tokens it wrote, and writes
 * them again when this differs from the one they were written under.
 */
const RULES_REVISION = 1;

/** A short fingerprint of the tokenising rules (FNV-1a over the word file and the revision). */
export function tokenRulesFingerprint(): string {
  const text = `${RULES_REVISION}\n${JSON.stringify(words)}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${RULES_REVISION}-${hash.toString(16)}`;
}
