import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useCallback, useEffect, useState } from "react";
import { whenIdle } from "@/lib/idle";
import { loadOnce } from "@/lib/load-once";

/** embla's code, fetched once; a failed fetch is tried again by the next carousel. */
const loadEmbla = loadOnce(() => import("embla-carousel"));

/** When embla's code is fetched and started, besides at once when `wake` is called. */
export interface LazyEmblaStart {
  /**
   * Loads embla's plugins (e.g. autoplay) beside embla itself, so their code too waits for the
   * start; called at each start, since a plugin instance serves one embla. Like `options`, the
   * function must keep its identity.
   */
  plugins?: () => Promise<EmblaPluginType[]>;
  /**
   * "idle" (the default): once the browser is idle after the load. "visible": once the
   * viewport comes within a screen's height of view, so a carousel further down a long page
   * costs nothing until the shopper scrolls towards it.
   */
  trigger?: "idle" | "visible";
}

/**
 * embla on a viewport, like embla-carousel-react's hook, but with embla's code (~7 kB gzip)
 * fetched and started after the page has loaded: when the browser is idle or the viewport
 * nears the screen (`start.trigger`), or at once when `wake` is called (the shopper reaches
 * for the carousel). Starting embla measures the slides, a forced layout of the page, so it
 * is kept out of hydration. Until then the slides sit in their row and `api` is undefined;
 * `woken` turns true as the start begins, before embla's code arrives (see `data-first-only`).
 * `options` must keep its identity (a module constant or a memo); with `enabled` false
 * (nothing to scroll) embla is not fetched at all.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  enabled = true,
  { plugins, trigger = "idle" }: LazyEmblaStart = {},
): [
  viewportRef: (node: HTMLElement | null) => void,
  api: EmblaCarouselType | undefined,
  wake: () => void,
  woken: boolean,
] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const wake = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (trigger === "idle") return whenIdle(wake);
    if (!viewport) return;
    if (typeof IntersectionObserver !== "function") return whenIdle(wake);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [trigger, viewport, wake]);

  useEffect(() => {
    if (!viewport || !wanted || !enabled) return;
    let embla: EmblaCarouselType | undefined;
    let live = true;
    Promise.all([loadEmbla(), plugins?.() ?? []]).then(
      ([{ default: EmblaCarousel }, started]) => {
        if (!live) return;
        embla = EmblaCarousel(viewport, options, started);
        setApi(embla);
      },
      (error: unknown) => console.error("[carousel] could not load embla:", error),
    );
    return () => {
      live = false;
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted, enabled, options, plugins]);

  return [setViewport, api, wake, wanted && enabled];
}
