import "server-only";
import { unstable_rethrow } from "next/navigation";
import { keepLastGoodCopy } from "@/lib/backend/last-good-copy";
import type { Category, CategoryProducts } from "@/lib/types";

/**
 * Runs one home section's backend read. A failure is logged and becomes null, so the marketing
 * parts of the page still render and that section shows a friendly note instead; when a cached
 * copy of the page exists, that copy is kept instead (keepLastGoodCopy).
 */
export async function readSection<T>(section: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[home] ${section} could not be loaded:`, error);
    await keepLastGoodCopy();
    return null;
  }
}

/**
 * docs/contract.md, Screens: Home: categories with no products are hidden. Keeps the menu's order.
 */
export function categoriesWithProducts(
  categories: readonly Category[],
  groups: readonly CategoryProducts[],
): Category[] {
  const stocked = new Set(
    groups.filter((group) => group.products.length > 0).map((group) => group.category.id),
  );
  return categories.filter((category) => stocked.has(category.id));
}
