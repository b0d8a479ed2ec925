"use client";

import { clsx } from "clsx";
import type { getImageProps } from "next/image";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { SideArrows } from "@/components/ui/side-arrow";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";
import { PlaceholderPicture } from "./placeholder-picture";

/** `<img>` attributes, as next/image's `getImageProps` gives them. */
type ImgAttributes = ReturnType<typeof getImageProps>["props"];

/** One picture of the gallery: its main and thumbnail `<img>` (product-pictures.tsx). */
export interface GalleryPicture {
  url: string;
  main: ImgAttributes;
  thumb: ImgAttributes;
}

const EMBLA_OPTIONS = { loop: false, duration: 20 };

/**
 * The product's pictures: swipe on touch, arrow keys and buttons elsewhere, thumbnails to jump.
 * Rendered by ProductPictures, which works out each `<img>` on the server.
 * One picture shows alone; none shows the brand placeholder. The chosen picture is this
 * component's state: embla (loaded after the page, use-lazy-embla.ts) follows it and reports
 * swipes back, so a thumbnail chosen before embla has arrived is shown once it has.
 */
export function ProductGallery({
  pictures,
  title,
  overlay,
}: {
  pictures: GalleryPicture[];
  title: string;
  /** Drawn over the main picture: a gift's personalisation preview (docs/gifting.md). */
  overlay?: ReactNode;
}) {
  const several = pictures.length > 1;
  const [viewportRef, embla, wakeEmbla, woken] = useLazyEmbla(EMBLA_OPTIONS, several);
  const [selected, setSelected] = useState(0);
  // The newest choice, for embla's handlers: embla re-initialised (by a resize) between a
  // choice and the effect that scrolls to it is put back on the choice, not the other way.
  const chosen = useRef(0);

  // Swipes and drags choose a picture too.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      chosen.current = embla.selectedScrollSnap();
      setSelected(chosen.current);
    };
    const onReInit = () => {
      if (embla.selectedScrollSnap() !== chosen.current) embla.scrollTo(chosen.current, true);
    };
    embla.on("select", onSelect).on("reInit", onReInit);
    return () => {
      embla.off("select", onSelect).off("reInit", onReInit);
    };
  }, [embla]);

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== selected) embla.scrollTo(selected);
  }, [embla, selected]);

  const show = (index: number) => {
    chosen.current = Math.min(Math.max(index, 0), pictures.length - 1);
    setSelected(chosen.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(selected - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      show(selected + 1);
    }
  };

  if (pictures.length === 0) {
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
          <div
            className="flex touch-pan-y"
            // Only the first picture until embla starts, or another is chosen: the others, and
            // their downloads, wait.
            data-first-only={woken || selected !== 0 ? undefined : ""}
          >
            {pictures.map((picture, index) => (
              <div
                key={picture.url}
                className="relative aspect-square min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${pictures.length}`}
                aria-hidden={index !== selected}
              >
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props */}
                <img {...picture.main} />
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
              disabled={{ prev: selected === 0, next: selected === pictures.length - 1 }}
              onClick={{ prev: () => show(selected - 1), next: () => show(selected + 1) }}
            />
            <p
              className="absolute right-3 bottom-3 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white tabular-nums"
              aria-live="polite"
            >
              {`${selected + 1} / ${pictures.length}`}
            </p>
          </>
        )}
      </div>

      {several && (
        <ul
          className="flex gap-2 overflow-x-auto pb-1 lg:w-18 lg:shrink-0 lg:flex-col lg:overflow-visible lg:pb-0"
          aria-label="Choose a picture"
        >
          {pictures.map((picture, index) => (
            <li key={picture.url} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  wakeEmbla();
                  show(index);
                }}
                aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                aria-current={index === selected ? "true" : undefined}
                className={clsx(
                  "relative block size-16 overflow-hidden rounded-lg bg-brand-50 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:size-18",
                  index === selected
                    ? "ring-2 ring-brand-600"
                    : "opacity-80 ring-1 ring-neutral-200 hover:opacity-100 hover:ring-brand-200",
                )}
              >
                {/* Lazy on purpose: an eager thumbnail gets preloaded and competes with the LCP. */}
                {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props */}
                <img {...picture.thumb} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
