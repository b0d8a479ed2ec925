import type { Metadata } from "next";
import { readSection } from "@/components/home/catalogue";
import { CategorySlider } from "@/components/home/category-slider";
import { FreeDeliveryStrip } from "@/components/home/free-delivery-strip";
import { GiftBanners } from "@/components/home/gift-banners";
import { HeroCarousel } from "@/components/home/hero-carousel";
import { OG_IMAGE } from "@/components/home/marketing";
import { OfferSlider } from "@/components/home/offer-slider";
import { ProductRails } from "@/components/home/product-rails";
import { RecipientSlider } from "@/components/home/recipient-slider";
import { getCategories, getProductsByCategory } from "@/lib/backend/catalogue";
import { PATHS } from "@/lib/routing/paths";

// Prerendered and regenerated at most every minute, which is also how long an edge cache
// keeps it (its s-maxage, docs/scale-out.md "How fresh"); a review or catalogue change
// expires it at once through its tags. The number is CACHE_LIFE.cataloguePage
// (lib/cache-life.ts), written out because Next reads it as written.
export const revalidate = 60;

const TITLE = "Uphaar — Online Gifts, Cakes & Flowers Delivery in India";
const DESCRIPTION =
  "Send birthday cakes, fresh flowers, personalised gifts, plants, chocolates and hampers to your loved ones across India. Same-day and midnight delivery, free delivery over ₹200.";

export const metadata: Metadata = {
  title: { absolute: TITLE },
  description: DESCRIPTION,
  alternates: { canonical: PATHS.home },
  openGraph: {
    // openGraph replaces the layout's whole object, so its site-wide fields are repeated here.
    siteName: "Uphaar",
    locale: "en_IN",
    type: "website",
    url: "/",
    title: TITLE,
    description: DESCRIPTION,
    images: [{ ...OG_IMAGE, alt: "Gift hamper, teddy and flowers: gifts for every occasion" }],
  },
  twitter: { card: "summary_large_image", title: TITLE, description: DESCRIPTION },
};

/**
 * Home: served whole, with every section's products in its HTML. The page is prerendered and
 * regenerated in the background, so no shopper waits on its reads; a Suspense boundary here
 * would only move the carousels out of order into hidden parts that a browser without
 * JavaScript never shows (docs/performance.md "Home without JavaScript").
 */
export default function HomePage() {
  // Both reads start now, side by side; each section awaits only what it shows.
  const categories = readSection("categories", getCategories);
  const groups = readSection("products by category", getProductsByCategory);
  return (
    <div className="flex flex-col gap-10 pb-4 sm:gap-14">
      <HeroCarousel />
      <CategorySlider categories={categories} groups={groups} />
      <FreeDeliveryStrip />
      <GiftBanners />
      <OfferSlider />
      <ProductRails groups={groups} />
      <RecipientSlider />
    </div>
  );
}
