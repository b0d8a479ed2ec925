"use client";

import { clsx } from "clsx";
import Image from "next/image";
import { useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { SideArrows } from "@/components/ui/side-arrow";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";
import type { ProductImage } from "@/lib/types";
import { PlaceholderPicture } from "./placeholder-picture";

// The main picture is the page's LCP: full width on phones, about half of the 1280 px container
// (less the thumbnail rail) on large screens.
const MAIN_SIZES = "(min-width: 1280px) 540px, (min-width: 1024px) 42vw, 100vw";

const EMBLA_OPTIONS = { loop: false, duration: 20 };

/**
 * The product's pictures: swipe on touch, arrow keys and buttons elsewhere, thumbnails to jump.
 * One picture shows alone; none shows the brand placeholder. The chosen picture is this
 * component's state: embla (loaded after the page, use-lazy-embla.ts) follows it and reports
 * swipes back, so a thumbnail chosen before embla has arrived is shown once it has.
 */
export function ProductGallery({
  images,
  title,
  overlay,
}: {
  images: ProductImage[];
  title: string;
  /** Drawn over the main picture: a gift's personalisation preview (docs/gifting.md). */
  overlay?: ReactNode;
}) {
  const several = images.length > 1;
  const [viewportRef, embla, wakeEmbla] = useLazyEmbla(EMBLA_OPTIONS, several);
  const [selected, setSelected] = useState(0);

  // Swipes and drags choose a picture too.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== selected) embla.scrollTo(selected);
  }, [embla, selected]);

  const show = (index: number) => setSelected(Math.min(Math.max(index, 0), images.length - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(selected - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      show(selected + 1);
    }
  };

  if (images.length === 0) {
    return (
      <div
        className={clsx(
          "aspect-square overflow-hidden rounded-2xl bg-brand-50",
          overlay && "relative",
        )}
      >
        <PlaceholderPicture />
        {overlay}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start">
      <div
        className="relative min-w-0 flex-1"
        role="region"
        aria-roledescription="carousel"
        aria-label={`Pictures of ${title}`}
        tabIndex={several ? 0 : undefined}
        onKeyDown={several ? onKeyDown : undefined}
        // The shopper reaching for the pictures: fetch embla now rather than when idle.
        onPointerEnter={several ? wakeEmbla : undefined}
        onTouchStart={several ? wakeEmbla : undefined}
        onFocus={several ? wakeEmbla : undefined}
      >
        <div
          ref={viewportRef}
          className="overflow-hidden rounded-2xl bg-brand-50 ring-1 ring-neutral-200"
        >
          <div className="flex touch-pan-y">
            {images.map((image, index) => (
              <div
                key={image.url}
                className="relative aspect-square min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${images.length}`}
                aria-hidden={index !== selected}
              >
                <Image
                  src={image.url}
                  alt={image.alt}
                  fill
                  sizes={MAIN_SIZES}
                  preload={index === 0}
                  fetchPriority={index === 0 ? "high" : undefined}
                  className="object-cover"
                  draggable={false}
                />
              </div>
            ))}
          </div>
        </div>
        {overlay}

        {several && (
          <>
            <SideArrows
              noun="picture"
              className="absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-neutral-800 shadow-md ring-1 ring-black/5 transition hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-0"
              place={{ prev: "left-3", next: "right-3" }}
              disabled={{ prev: selected === 0, next: selected === images.length - 1 }}
              onClick={{ prev: () => show(selected - 1), next: () => show(selected + 1) }}
            />
            <p
              className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white tabular-nums"
              aria-live="polite"
            >
              {`${selected + 1} / ${images.length}`}
            </p>
          </>
        )}
      </div>

      {several && (
        <ul
          className="flex gap-2 overflow-x-auto pb-1 lg:w-18 lg:shrink-0 lg:flex-col lg:overflow-visible lg:pb-0"
          aria-label="Choose a picture"
        >
          {images.map((image, index) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => show(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-current={index === selected ? "true" : undefined}
                className={clsx(
                  "relative block size-16 overflow-hidden rounded-lg bg-brand-50 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:size-18",
                  index === selected
                    ? "ring-2 ring-brand-600"
                    : "opacity-80 ring-1 ring-neutral-200 hover:opacity-100 hover:ring-brand-200",
                )}
              >
                {/* Lazy on purpose: an eager thumbnail gets preloaded and competes with the LCP. */}
                <Image src={image.url} alt="" fill sizes="72px" className="object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
