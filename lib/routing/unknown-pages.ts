/**
 * Pages the shop does not have, told apart in the proxy before Next renders them, so their 404
 * is Next's not-found route (app/not-found.tsx rendered into the HTML) rather than a page that
 * calls notFound() while it renders, which Next answers with an empty error shell: the page
 * then exists only in the client payload until JavaScript runs.
 */
import { RECIPIENT_SLUGS } from "@giftshop/shared/recipients";
import { TOP_LEVEL_FOLDERS } from "@/lib/routing/routes";
import type { CategoryWithSubcategories } from "@/lib/types";

/** The one-segment pages: the app's own folders, and the recipient pages (app/(lists)/[recipient]). */
const KNOWN_TOP_LEVEL = new Set<string>([...TOP_LEVEL_FOLDERS, ...RECIPIENT_SLUGS]);

/**
 * The proxy matcher's entry for the pages the shop does not have: any one-segment path that is
 * not a known page, nor a file (a dot) or a Next path (`_`). proxy.ts writes it out, since Next
 * reads the matcher only as written; tests/unit/lib/routing/routes.test.ts holds the two equal.
 */
export const UNKNOWN_PAGES_SOURCE = `/((?!_|(?:${[...TOP_LEVEL_FOLDERS].sort().join("|")}|${RECIPIENT_SLUGS.join("|")})(?:$|\\.))[^/.]+)`;

/**
 * A path no route matches: the proxy rewrites an unknown page here and Next answers with its
 * not-found route, status 404. (`_` folders are private in the app directory, so no page can
 * ever be added under it.)
 */
export const NOT_FOUND_PATH = "/_unknown/page";

/** A one-segment path (no dot: files and metadata routes) that is neither a page nor a recipient. */
export function isUnknownTopLevelPage(pathname: string): boolean {
  const segment = /^\/([^/.]+)$/.exec(pathname)?.[1];
  return segment !== undefined && !segment.startsWith("_") && !KNOWN_TOP_LEVEL.has(segment);
}

/** The subcategory id of a `/subcategory/{id}` path, or null for any other path. */
export function subcategoryIdOf(pathname: string): string | null {
  const id = /^\/subcategory\/([^/]+)$/.exec(pathname)?.[1];
  if (id === undefined) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

/** Whether the menu (categories with their subcategories) holds this subcategory id. */
export function menuHasSubcategory(menu: readonly CategoryWithSubcategories[], id: string) {
  return menu.some((category) => category.subcategories.some((sub) => sub.id === id));
}
