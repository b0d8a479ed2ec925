import { ArrowRight } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { preload } from "react-dom";
import { Carousel } from "@/components/ui/carousel";
import {
  BANNER_SIZES,
  HERO_BANNERS,
  bannerSrc,
  bannerTint,
  type MarketingBanner,
} from "./marketing";

/** docs/contract.md, Constants: the hero banner moves every 5 seconds. */
const HERO_AUTOPLAY_MS = 5000;

// Below `sm` phones get the 2:1 version: the wide one would leave the tagline no room.
const WIDE_MEDIA = "(min-width: 640px)";
const PHONE_MEDIA = "(max-width: 639px)";
// The banner spans the 1280 px container less its padding, or the whole screen below that.
const WIDE_SIZES = "(min-width: 1280px) 1248px, calc(100vw - 32px)";

/** The rotating hero banner with its occasion taglines; the first picture is the page's LCP. */
export function HeroCarousel() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 pt-4 sm:pt-6">
      <Carousel label="Featured occasions" autoplayMs={HERO_AUTOPLAY_MS} loop dots>
        {HERO_BANNERS.map((banner, index) => (
          <HeroSlide key={banner.id} banner={banner} first={index === 0} />
        ))}
      </Carousel>
    </section>
  );
}

function HeroSlide({ banner, first }: { banner: MarketingBanner; first: boolean }) {
  const Title = first ? "h1" : "p";
  return (
    <Link
      href={banner.href}
      className="group relative block aspect-[2/1] overflow-hidden rounded-2xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none sm:aspect-[5/2] sm:rounded-3xl"
      style={{ backgroundColor: bannerTint(banner.hue) }}
    >
      <HeroPicture id={banner.id} first={first} />
      <div className="relative flex h-full w-[56%] flex-col justify-center gap-1.5 p-4 text-white sm:w-1/2 sm:gap-3 sm:p-10 lg:p-14">
        <Title className="text-lg leading-tight font-extrabold tracking-tight text-balance [text-shadow:0_1px_8px_rgb(0_0_0/0.25)] min-[400px]:text-xl sm:text-3xl lg:text-5xl">
          {banner.title}
        </Title>
        <p className="line-clamp-2 text-xs leading-snug text-white/90 sm:text-base lg:text-lg">
          {banner.text}
        </p>
        <span className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-neutral-900 shadow-sm transition group-hover:gap-2 sm:mt-2 sm:px-5 sm:py-2.5 sm:text-sm lg:px-6 lg:py-3 lg:text-base">
          {banner.cta}
          <ArrowRight className="size-3.5 sm:size-4" aria-hidden />
        </span>
      </div>
    </Link>
  );
}

/**
 * The banner picture, art-directed: a <picture> picks the phone or the wide file by media query.
 * The files are pre-rendered at their display sizes (scripts/render-banners.ts), so they skip the
 * image optimizer. The first slide is eager and high priority and is preloaded per media query,
 * so each screen fetches only the file it shows; the other slides load lazily as they come in.
 */
function HeroPicture({ id, first }: { id: string; first: boolean }) {
  const wide = bannerSrc(id);
  const phone = bannerSrc(id, "phone");
  if (first) {
    preload(phone, { as: "image", media: PHONE_MEDIA, fetchPriority: "high" });
    preload(wide, { as: "image", media: WIDE_MEDIA, fetchPriority: "high" });
  }
  return (
    <picture>
      <source
        media={WIDE_MEDIA}
        srcSet={`${wide} ${BANNER_SIZES.hero.width}w`}
        sizes={WIDE_SIZES}
        width={BANNER_SIZES.hero.width}
        height={BANNER_SIZES.hero.height}
      />
      <Image
        src={phone}
        alt=""
        width={BANNER_SIZES.heroPhone.width}
        height={BANNER_SIZES.heroPhone.height}
        unoptimized
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        className="absolute inset-0 size-full object-cover object-right"
      />
    </picture>
  );
}
