import type { MetadataRoute } from "next";
import { STATIC_PAGES } from "@/components/static/pages";
import { getAllProductIds, getCategoryMenu } from "@/lib/backend/catalogue";
import { env } from "@/lib/env";
import { RECIPIENT_SLUGS } from "@giftshop/shared/recipients";
import {
  PATHS,
  categoryPath,
  productPath,
  recipientPath,
  subcategoryPath,
} from "@/lib/routing/paths";

// Built per request (and cached by crawlers), so `next build` never needs the backend.
export const dynamic = "force-dynamic";

/** Every public page: the fixed ones always, the catalogue's when the backend answers. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL.replace(/\/$/, "");
  const url = (path: string) => `${base}${path}`;

  const fixed: MetadataRoute.Sitemap = [
    { url: url(PATHS.home), changeFrequency: "daily", priority: 1 },
    { url: url(PATHS.productList), changeFrequency: "daily", priority: 0.8 },
    ...RECIPIENT_SLUGS.map((slug) => ({
      url: url(recipientPath(slug)),
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
    ...STATIC_PAGES.map((page) => ({
      url: url(page.path),
      changeFrequency: "monthly" as const,
      priority: 0.3,
    })),
    { url: url(PATHS.feedback), changeFrequency: "yearly", priority: 0.2 },
  ];

  try {
    const [menu, productIds] = await Promise.all([getCategoryMenu(), getAllProductIds()]);
    const catalogue: MetadataRoute.Sitemap = [
      ...menu.map((category) => ({
        url: url(categoryPath(category.name)),
        changeFrequency: "daily" as const,
        priority: 0.8,
      })),
      ...menu.flatMap((category) =>
        category.subcategories.map((subcategory) => ({
          url: url(subcategoryPath(subcategory.id)),
          changeFrequency: "weekly" as const,
          priority: 0.6,
        })),
      ),
      ...productIds.map((id) => ({
        url: url(productPath(id)),
        changeFrequency: "weekly" as const,
        priority: 0.6,
      })),
    ];
    return [...fixed, ...catalogue];
  } catch (error) {
    // A sitemap without the catalogue is better than none; the next crawl gets it all.
    console.error("[sitemap] catalogue unavailable, serving the fixed pages only:", error);
    return fixed;
  }
}
