"use client";

import { useEffect } from "react";

/**
 * Below md the header stays at the top of the screen while the promo strip above its rows
 * scrolls away: the header is sticky at minus the strip's height (`--strip-h`), and the page
 * learns the height that stays (`--sticky-header-h`, read by app/globals.css for
 * scroll-padding). Both follow the strip and header as they wrap or change size. Without
 * script the whole header simply sticks.
 */
export function StickyHeaderOffset({ stripId }: { stripId: string }) {
  useEffect(() => {
    const strip = document.getElementById(stripId);
    const header = strip?.closest("header");
    if (!strip || !header) return;
    const measure = () => {
      header.style.setProperty("--strip-h", `${strip.offsetHeight}px`);
      document.documentElement.style.setProperty(
        "--sticky-header-h",
        `${header.offsetHeight - strip.offsetHeight}px`,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    observer.observe(header);
    return () => observer.disconnect();
  }, [stripId]);
  return null;
}
