/**
 * The shopper's recent searches, kept in this browser only (localStorage): newest first, each
 * once, at most RECENT_MAX. Nothing is sent anywhere; a browser that refuses storage (private
 * mode, full quota) simply keeps none.
 */
import { normaliseQuery } from "@/lib/search";

const KEY = "uphaar.recent-searches";
const RECENT_MAX = 6;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((entry): entry is string => typeof entry === "string" && entry.trim() !== "")
      .slice(0, RECENT_MAX);
  } catch {
    return [];
  }
}

function write(searches: readonly string[]): string[] {
  const kept = searches.slice(0, RECENT_MAX);
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage refused: the list lives for this page only.
  }
  return kept;
}

/** Puts `text` first (once), and answers the new list. */
export function rememberSearch(text: string): string[] {
  const query = normaliseQuery(text);
  if (!query) return readRecentSearches();
  return write([query, ...readRecentSearches().filter((entry) => entry !== query)]);
}

/** Drops one search, or all of them when `text` is undefined; answers the new list. */
export function forgetSearch(text?: string): string[] {
  return write(text === undefined ? [] : readRecentSearches().filter((entry) => entry !== text));
}
