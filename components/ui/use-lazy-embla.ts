import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useState } from "react";
import { whenIdle } from "@/lib/idle";

type Embla = typeof import("embla-carousel");

let emblaModule: Promise<Embla> | null = null;

/** embla's code, fetched once; a failed fetch is tried again by the next carousel. */
function loadEmbla(): Promise<Embla> {
  emblaModule ??= import("embla-carousel").catch((error: unknown) => {
    emblaModule = null;
    throw error;
  });
  return emblaModule;
}

/**
 * embla on a viewport, like embla-carousel-react's hook, but with embla's code (~7 kB gzip)
 * fetched after the page has loaded: once the browser is idle, or at once when `wake` is
 * called (the shopper reaches for the carousel). Until then the slides sit in their row and
 * `api` is undefined. `options` must keep its identity (a module constant or a memo); with
 * `enabled` false (nothing to scroll) embla is not fetched at all.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  enabled = true,
): [
  viewportRef: (node: HTMLElement | null) => void,
  api: EmblaCarouselType | undefined,
  wake: () => void,
] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const wake = useCallback(() => setWanted(true), []);

  useEffect(() => whenIdle(wake), [wake]);

  useEffect(() => {
    if (!viewport || !wanted || !enabled) return;
    let embla: EmblaCarouselType | undefined;
    let live = true;
    loadEmbla().then(
      ({ default: EmblaCarousel }) => {
        if (!live) return;
        embla = EmblaCarousel(viewport, options);
        setApi(embla);
      },
      (error: unknown) => console.error("[carousel] could not load embla:", error),
    );
    return () => {
      live = false;
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted, enabled, options]);

  return [setViewport, api, wake];
}
