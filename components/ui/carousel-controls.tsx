"use client";

import { clsx } from "clsx";
import type { EmblaCarouselType } from "embla-carousel";
import { Pause } from "./icons/pause";
import { Play } from "./icons/play";
import { useCallback, useSyncExternalStore } from "react";
import { SideArrows } from "./side-arrow";

/**
 * A carousel's buttons: previous/next, the dots and the pause button. They only work with embla
 * running, so the carousel fetches this module beside embla's code and draws them once embla
 * has started; until then (and without JavaScript) the slides sit in their row with no
 * buttons that would do nothing.
 */

type EmblaApi = EmblaCarouselType;

/** Reads one value of embla's state and re-renders when embla reports a change. */
function useEmblaValue<T>(api: EmblaApi, read: (api: EmblaApi) => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(subscribe, () => read(api));
}

const selectedSnap = (api: EmblaApi) => api.selectedScrollSnap();
const snapCount = (api: EmblaApi) => api.scrollSnapList().length;
const canPrev = (api: EmblaApi) => api.canScrollPrev();
const canNext = (api: EmblaApi) => api.canScrollNext();

/**
 * Previous/next over the slides' edges, from the sm breakpoint (phones swipe); each is disabled
 * at its end. `jump` moves without the glide (reduced motion).
 */
export function CarouselArrows({ api, jump }: { api: EmblaApi; jump: boolean }) {
  const prevEnabled = useEmblaValue(api, canPrev);
  const nextEnabled = useEmblaValue(api, canNext);
  return (
    <SideArrows
      noun="slide"
      className="rail-arrow"
      place={{ prev: "left-2", next: "right-2" }}
      disabled={{ prev: !prevEnabled, next: !nextEnabled }}
      onClick={{ prev: () => api.scrollPrev(jump), next: () => api.scrollNext(jump) }}
    />
  );
}

/** One dot per stop, the current one marked for screen readers with aria-current. */
export function CarouselDots({ api, jump }: { api: EmblaApi; jump: boolean }) {
  const selected = useEmblaValue(api, selectedSnap);
  const stops = useEmblaValue(api, snapCount);
  return Array.from({ length: stops }, (_, index) => (
    <button
      key={index}
      type="button"
      onClick={() => api.scrollTo(index, jump)}
      aria-label={`Go to slide ${index + 1}`}
      aria-current={index === selected ? "true" : undefined}
      className="group flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <span
        className={clsx(
          "block h-2 rounded-full transition-all",
          index === selected ? "w-5 bg-brand-600" : "w-2 bg-neutral-300 group-hover:bg-neutral-400",
        )}
      />
    </button>
  ));
}

/** Stops autoplay for good, or lets it run again. */
export function PauseButton({
  paused,
  onClick,
  className,
}: {
  paused: boolean;
  onClick: () => void;
  className?: string;
}) {
  const Icon = paused ? Play : Pause;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={paused ? "Play slideshow" : "Pause slideshow"}
      className={clsx(
        "flex size-6 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none",
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
    </button>
  );
}
