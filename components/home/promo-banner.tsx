import { ArrowRight } from "lucide-react";
import Image from "next/image";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { BANNER_SIZES, bannerSrc, bannerTint, type MarketingBanner } from "./marketing";

/**
 * A 2:1 gift or offer banner: the pre-rendered picture (lazy; below the fold) with its words as
 * real text over the calm left side. The file is rendered at the banner's largest display size
 * (scripts/render-banners.ts), so it skips the image optimizer and needs no srcset.
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
      className="group relative block aspect-[2/1] overflow-hidden rounded-2xl focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      style={{ backgroundColor: bannerTint(banner.hue) }}
    >
      <Image
        src={bannerSrc(banner.id)}
        alt=""
        width={BANNER_SIZES[size].width}
        height={BANNER_SIZES[size].height}
        unoptimized
        className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-[1.03]"
      />
      <div className="relative flex h-full w-[58%] flex-col justify-center gap-1 p-4 text-white sm:gap-2 sm:p-6">
        <h3
          className={cn(
            "text-base leading-tight font-extrabold tracking-tight text-balance [text-shadow:0_1px_8px_rgb(0_0_0/0.25)] sm:text-xl",
            compact ? "lg:text-lg xl:text-xl" : "lg:text-2xl",
          )}
        >
          {banner.title}
        </h3>
        <p
          className={cn(
            "line-clamp-2 text-xs leading-snug text-white/90 sm:text-sm",
            compact && "lg:text-xs xl:text-sm",
          )}
        >
          {banner.text}
        </p>
        <span className="mt-1 inline-flex w-fit items-center gap-1 text-xs font-semibold underline-offset-4 group-hover:underline sm:text-sm">
          {banner.cta}
          <ArrowRight className="size-3.5 transition group-hover:translate-x-0.5" aria-hidden />
        </span>
      </div>
    </Link>
  );
}
