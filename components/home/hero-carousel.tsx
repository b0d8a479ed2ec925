import { OptimisedImg } from "@/components/ui/optimised-img";
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

/**
 * The rotating hero banner with its occasion taglines; the first picture is the page's LCP. Its
 * styles are the `hero-*` classes of app/globals.css.
 */
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
    <Link href={banner.href} className="hero" style={{ backgroundColor: bannerTint(banner.hue) }}>
      <HeroPicture id={banner.id} first={first} />
      <div className="hero-words">
        <Title className="hero-title">{banner.title}</Title>
        <p className="hero-text">{banner.text}</p>
        <span className="hero-cta">{banner.cta}</span>
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
      <OptimisedImg
        src={phone}
        alt=""
        width={BANNER_SIZES.heroPhone.width}
        height={BANNER_SIZES.heroPhone.height}
        unoptimized
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        className="hero-image"
      />
    </picture>
  );
}
