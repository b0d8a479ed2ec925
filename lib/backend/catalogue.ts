import "server-only";
import { z } from "zod";
import type { Category } from "@/lib/types";
import { backendFetch } from "./fetch";
import { TAGS } from "./tags";

const categoryWire = z.object({
  _id: z.string(),
  categoryname: z.string(),
  image: z.string().optional().default(""),
});

// seed-spec §7: an array, or an object with `categories`.
const categoriesAnswer = z.union([
  z.array(categoryWire),
  z.object({ categories: z.array(categoryWire) }).transform((answer) => answer.categories),
]);

/** Turns a backend image path or URL into one the storefront serves under /uploads. */
export function imageUrl(path: string): string {
  if (!path) return "";
  const match = /\/uploads\/.+$/.exec(path);
  return match ? match[0] : path;
}

/** Every category, in the backend's order. */
export async function getCategories(): Promise<Category[]> {
  const wire = await backendFetch("/api/getcategories", categoriesAnswer, {
    next: { tags: [TAGS.catalogue], revalidate: 300 },
  });
  return wire.map((category) => ({
    id: category._id,
    name: category.categoryname,
    image: imageUrl(category.image),
  }));
}
