import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { PATHS } from "@/lib/routing/paths";

// Reads SITE_URL at request time, so one build serves any domain.
export const dynamic = "force-dynamic";

/** Crawlers may read the shop, but not a shopper's account, cart, checkout or the BFF API. */
export default function robots(): MetadataRoute.Robots {
  const base = env().SITE_URL.replace(/\/$/, "");
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        PATHS.profile,
        PATHS.orders,
        PATHS.wishlist,
        PATHS.cart,
        PATHS.addAddress,
        PATHS.orderSummary,
        PATHS.paymentSuccess,
        PATHS.orderSuccess,
        "/api/",
      ],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
