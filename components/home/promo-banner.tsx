import { OptimisedImg } from "@/components/ui/optimised-img";
import Link from "next/link";
import { clsx } from "clsx";
import { BANNER_SIZES, bannerSrc, bannerTint, type MarketingBanner } from "./marketing";

/**
 * A 2:1 gift or offer banner: the pre-rendered picture (lazy; below the fold) with its words as
 * real text over the calm left side. The file is rendered at the banner's largest display size
 * (scripts/render-banners.ts), so it skips the image optimizer and needs no srcset. Its styles
 * are the `banner-*` classes of app/globals.css: a home page draws eight of them.
 */
export function PromoBanner({
  banner,
  size,
  compact = false,
}: {
  banner: MarketingBanner;
  /** Which banner file size it is drawn at (BANNER_SIZES). */
  size: "gift" | "offer";
  /** Smaller words, for banners shown three in a row. */
  compact?: boolean;
}) {
  return (
    <Link
      href={banner.href}
      className={clsx("banner", compact && "banner-compact")}
      style={{ backgroundColor: bannerTint(banner.hue) }}
    >
      <OptimisedImg
        src={bannerSrc(banner.id)}
        alt=""
        width={BANNER_SIZES[size].width}
        height={BANNER_SIZES[size].height}
        unoptimized
        className="banner-image"
      />
      <div className="banner-words">
        <h3 className="banner-title">{banner.title}</h3>
        <p className="banner-text">{banner.text}</p>
        <span className="banner-cta">{banner.cta}</span>
      </div>
    </Link>
  );
}
