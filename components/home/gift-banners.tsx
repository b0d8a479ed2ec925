import { GIFT_BANNERS } from "./marketing";
import { PromoBanner } from "./promo-banner";

/** The two gift banners: side by side from the md breakpoint, stacked on phones. */
export function GiftBanners() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <h2 className="sr-only">Gift ideas</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {GIFT_BANNERS.map((banner) => (
          <PromoBanner key={banner.id} banner={banner} size="gift" />
        ))}
      </div>
    </section>
  );
}
