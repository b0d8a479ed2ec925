"use client";

import { clsx } from "clsx";
import type { EmblaCarouselType } from "embla-carousel";
import { Pause, Play } from "lucide-react";
import {
  Children,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { SideArrows } from "./side-arrow";
import { Slides } from "./slides";
import { loadOnce } from "@/lib/load-once";
import { useLazyEmbla } from "./use-lazy-embla";

type EmblaApi = EmblaCarouselType;

/** The autoplay plugin's code, fetched once with embla's by the carousels that play. */
const loadAutoplay = loadOnce(() => import("embla-carousel-autoplay"));

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the shopper asked the system for less motion; follows the setting live. The server
 * assumes "no", so the HTML matches what most shoppers see and nothing jumps on hydration.
 */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Whether `element` is at least partly on screen. True until the browser's first report, which
 * comes at once: nothing waits on it.
 */
function useOnScreen(element: HTMLElement | null): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return onScreen;
}

/**
 * Decides when a carousel may advance on its own: never under reduced motion, and not while the
 * pointer rests on it, focus is inside it, the shopper pressed pause or it is off screen (no
 * slide changes the shopper cannot see, and a phone's CPU rests while they read further down).
 * `root` is the carousel's root element, whose place on screen counts; returns the handlers
 * that feed the gate, for that element.
 */
function useAutoplayGate(enabled: boolean, root: HTMLElement | null) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const available = enabled && !reducedMotion;
  const onScreen = useOnScreen(available ? root : null);
  return {
    /** Autoplay is offered at all (so a pause button makes sense). */
    available,
    /** The shopper pressed pause. */
    paused,
    togglePaused: () => setPaused((value) => !value),
    shouldPlay: available && !hovered && !focused && !paused && onScreen,
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        // focus moving between two controls of the same carousel is still "inside"
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

/** Reads one value of embla's state and re-renders when embla reports a change. */
function useEmblaValue<T>(api: EmblaApi | undefined, read: (api: EmblaApi) => T, initial: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on("select", onChange).on("reInit", onChange);
      return () => {
        api.off("select", onChange).off("reInit", onChange);
      };
    },
    [api],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : initial),
    () => initial,
  );
}

const selectedSnap = (api: EmblaApi) => api.selectedScrollSnap();
const snapCount = (api: EmblaApi) => api.scrollSnapList().length;
const canPrev = (api: EmblaApi) => api.canScrollPrev();
const canNext = (api: EmblaApi) => api.canScrollNext();

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Featured offers" or a category name. */
  label: string;
  /** The slides; server-rendered content is welcome, each child becomes one slide. */
  children: ReactNode;
  /** Milliseconds between automatic moves; omit for a carousel that only moves when asked. */
  autoplayMs?: number;
  loop?: boolean;
  /** One dot per stop, below the slides. */
  dots?: boolean;
  /** Previous/next buttons over the edges (from the sm breakpoint: phones swipe). */
  arrows?: boolean;
  /** Width and gap of each slide, e.g. "basis-1/2 pl-4 lg:basis-1/4"; full width by default. */
  slideClassName?: string;
  /** Pairs with a slide's left padding as a negative margin, e.g. "-ml-4". */
  containerClassName?: string;
  className?: string;
}

/**
 * A swipeable carousel (embla) around server-rendered slides: previous/next buttons, optional
 * dots, arrow keys while focus is inside, and autoplay that pauses on hover and focus, has a
 * pause button and never runs under `prefers-reduced-motion: reduce`. Without JavaScript the
 * slides are still in the HTML, laid out in a row.
 */
export function Carousel({
  label,
  children,
  autoplayMs,
  loop = false,
  dots = false,
  arrows = true,
  slideClassName,
  containerClassName,
  className,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const hasAutoplay = (autoplayMs ?? 0) > 0;
  // Autoplay's code loads with embla's, when the carousel starts. One loader per carousel: a
  // new one each render would make embla re-initialise.
  const plugins = useMemo(
    () =>
      hasAutoplay
        ? () =>
            loadAutoplay().then(({ default: Autoplay }) => [
              // playOnInit off: the gate below alone decides when it plays. stopOnInteraction
              // keeps the plugin from restarting itself after a swipe, which the gate then does
              // if allowed.
              Autoplay({
                delay: autoplayMs,
                playOnInit: false,
                stopOnInteraction: true,
                stopOnFocusIn: false,
                stopOnMouseEnter: false,
              }),
            ])
        : undefined,
    [hasAutoplay, autoplayMs],
  );
  const options = useMemo(() => ({ loop, align: "start" as const }), [loop]);
  // embla starts when the carousel nears the screen (or is touched or focused first): the
  // hero's at once, those further down the home page only if the shopper scrolls to them.
  const [viewportRef, api, wake] = useLazyEmbla(options, slides.length > 1, {
    plugins,
    trigger: "visible",
  });
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const gate = useAutoplayGate(hasAutoplay, root);
  const reducedMotion = usePrefersReducedMotion();

  const selected = useEmblaValue(api, selectedSnap, 0);
  const stops = useEmblaValue(api, snapCount, slides.length);
  const prevEnabled = useEmblaValue(api, canPrev, loop);
  const nextEnabled = useEmblaValue(api, canNext, slides.length > 1);

  const { shouldPlay } = gate;
  useEffect(() => {
    if (!api) return;
    const sync = () => {
      const autoplay = api.plugins().autoplay;
      if (!autoplay) return;
      // the plugin skips its set-up when everything fits in view; playing it then would fail
      if (shouldPlay && api.scrollSnapList().length > 1) autoplay.play();
      else autoplay.stop();
    };
    sync();
    // a resize re-creates the plugin, and a swipe stops it: both hand control back to the gate
    api.on("reInit", sync).on("pointerUp", sync);
    return () => {
      api.off("reInit", sync).off("pointerUp", sync);
    };
  }, [api, shouldPlay]);

  // Under reduced motion the slides jump instead of gliding.
  const jump = reducedMotion;
  const scrollPrev = () => api?.scrollPrev(jump);
  const scrollNext = () => api?.scrollNext(jump);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollNext();
    }
  };

  return (
    <div
      ref={setRoot}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={clsx("group/carousel relative", className)}
      onKeyDown={onKeyDown}
      onPointerDownCapture={wake}
      {...gate.rootProps}
      onFocus={() => {
        wake();
        gate.rootProps.onFocus();
      }}
    >
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden">
          <div className={clsx("flex touch-pan-y touch-pinch-zoom", containerClassName)}>
            <Slides
              slides={slides}
              className={clsx("min-w-0 shrink-0 grow-0", slideClassName ?? "basis-full")}
            />
          </div>
        </div>

        {arrows && slides.length > 1 && (
          <>
            <SideArrows
              noun="slide"
              // With a mouse the arrows appear on hover (and on keyboard focus), so they do not
              // sit on the slides all the time; touch screens without a mouse swipe instead.
              className="absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-neutral-800 shadow-md ring-1 ring-neutral-200 transition hover:bg-white hover:text-brand-700 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:invisible sm:flex pointer-fine:opacity-0 pointer-fine:group-hover/carousel:opacity-100"
              place={{ prev: "left-2", next: "right-2" }}
              disabled={{ prev: !prevEnabled, next: !nextEnabled }}
              onClick={{ prev: scrollPrev, next: scrollNext }}
            />
          </>
        )}
      </div>

      {dots && slides.length > 1 && (
        <div className="mt-3 flex h-6 items-center justify-center gap-2">
          {gate.available && <PauseButton paused={gate.paused} onClick={gate.togglePaused} />}
          {Array.from({ length: stops }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => api?.scrollTo(index, jump)}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === selected ? "true" : undefined}
              className="group flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              <span
                className={clsx(
                  "block h-2 rounded-full transition-all",
                  index === selected
                    ? "w-5 bg-brand-600"
                    : "w-2 bg-neutral-300 group-hover:bg-neutral-400",
                )}
              />
            </button>
          ))}
        </div>
      )}
      {/* Without dots, the pause button sits just above the slides' far end: in a home
          section that is the heading's row, which has room to spare. */}
      {!dots && gate.available && slides.length > 1 && (
        <PauseButton
          paused={gate.paused}
          onClick={gate.togglePaused}
          className="absolute right-0 bottom-full mb-4 sm:mb-5"
        />
      )}
    </div>
  );
}

function PauseButton({
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
