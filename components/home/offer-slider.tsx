import { Carousel } from "@/components/ui/carousel";
import { OFFER_BANNERS } from "./marketing";
import { PromoBanner } from "./promo-banner";
import { SectionHeading } from "./section-heading";

/** docs/contract.md, Constants: the offer banners move every 2 seconds. */
const OFFER_AUTOPLAY_MS = 2000;

/** The offer-banner slider: one banner and a peek of the next on phones, up to three on desktops. */
export function OfferSlider() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4">
      <SectionHeading title="Offers for You" subtitle="Handpicked deals, refreshed every week" />
      <Carousel
        label="Offers"
        autoplayMs={OFFER_AUTOPLAY_MS}
        loop
        dots
        slideClassName="basis-[88%] pl-4 sm:basis-1/2 lg:basis-1/3"
        containerClassName="-ml-4"
      >
        {OFFER_BANNERS.map((banner) => (
          <PromoBanner key={banner.id} banner={banner} size="offer" compact />
        ))}
      </Carousel>
    </section>
  );
}
