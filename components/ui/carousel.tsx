"use client";

import { clsx } from "clsx";
import type { EmblaCarouselType } from "embla-carousel";
import {
  Children,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { Slides } from "./slides";
import { loadOnce } from "@/lib/load-once";
import { useLazyEmbla } from "./use-lazy-embla";

/** The autoplay plugin's code, fetched once with embla's by the carousels that play. */
const loadAutoplay = loadOnce(() => import("embla-carousel-autoplay"));

/**
 * The buttons' code (./carousel-controls.tsx), fetched with embla's: they are drawn once embla
 * has started, since until then they could not move anything.
 */
const loadControls = loadOnce(() => import("./carousel-controls"));
type Controls = Awaited<ReturnType<typeof loadControls>>;

/** The buttons' module once embla runs (`api`); null before. */
function useControls(api: EmblaCarouselType | undefined): Controls | null {
  const [controls, setControls] = useState<Controls | null>(null);
  useEffect(() => {
    if (!api) return;
    let live = true;
    // already fetched beside embla, so this settles at once
    loadControls().then(
      (loaded) => {
        if (live) setControls(loaded);
      },
      (error: unknown) => console.error("[carousel] could not load its buttons:", error),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return api ? controls : null;
}

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
 * pause button and never runs under `prefers-reduced-motion: reduce`. The buttons are drawn once
 * embla has started; before that, and without JavaScript, the slides sit in the HTML in a row.
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
  // The buttons' code and autoplay's load with embla's, when the carousel starts. One loader per
  // carousel: a new one each render would make embla re-initialise.
  const plugins = useMemo(
    () => () =>
      Promise.all([
        loadControls(),
        hasAutoplay
          ? loadAutoplay().then(({ default: Autoplay }) => [
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
          : [],
      ]).then(([, started]) => started),
    [hasAutoplay, autoplayMs],
  );
  const options = useMemo(() => ({ loop, align: "start" as const }), [loop]);
  // embla starts when the carousel nears the screen (or is touched or focused first): the
  // hero's at once, those further down the home page only if the shopper scrolls to them.
  const [viewportRef, api, wake, woken] = useLazyEmbla(options, slides.length > 1, {
    plugins,
    trigger: "visible",
  });
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const gate = useAutoplayGate(hasAutoplay, root);
  const reducedMotion = usePrefersReducedMotion();
  const controls = useControls(api);

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
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      api?.scrollPrev(jump);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      api?.scrollNext(jump);
    }
  };
  const pauseButton = (className?: string) =>
    controls &&
    gate.available && (
      <controls.PauseButton
        paused={gate.paused}
        onClick={gate.togglePaused}
        className={className}
      />
    );

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
          <div
            className={clsx("flex touch-pan-y touch-pinch-zoom", containerClassName)}
            // A carousel of full-width slides shows only its first until it starts (nor can a
            // shopper without JavaScript move it): the others, and their pictures, wait.
            data-first-only={!slideClassName && !woken ? "" : undefined}
          >
            <Slides
              slides={slides}
              className={clsx("min-w-0 shrink-0 grow-0", slideClassName ?? "basis-full")}
            />
          </div>
        </div>

        {api && controls && arrows && <controls.CarouselArrows api={api} jump={jump} />}
      </div>

      {/* The dots' row keeps its height before they are drawn, so nothing below it moves. */}
      {dots && slides.length > 1 && (
        <div className="mt-3 flex h-6 items-center justify-center gap-2">
          {pauseButton()}
          {api && controls && <controls.CarouselDots api={api} jump={jump} />}
        </div>
      )}
      {/* Without dots, the pause button sits just above the slides' far end: in a home
          section that is the heading's row, which has room to spare. */}
      {!dots && pauseButton("absolute right-0 bottom-full mb-4 sm:mb-5")}
    </div>
  );
}
