"use client";

import { useEffect } from "react";

/**
 * Below md the header's brand and search rows stay at the top of the screen while the rows
 * above them (the promo strip and, where the shop delivers by pincode, "Deliver to") scroll
 * away: the header is sticky at minus their height (`--header-away-h`), and the page learns the
 * height that stays (`--sticky-header-h`, read by app/globals.css for scroll-padding). Both
 * follow those rows and the header as they wrap or change size. Without script the whole
 * header simply sticks.
 */
export function StickyHeaderOffset({ awayId }: { awayId: string }) {
  useEffect(() => {
    const away = document.getElementById(awayId);
    const header = away?.closest("header");
    if (!away || !header) return;
    const measure = () => {
      header.style.setProperty("--header-away-h", `${away.offsetHeight}px`);
      document.documentElement.style.setProperty(
        "--sticky-header-h",
        `${header.offsetHeight - away.offsetHeight}px`,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(away);
    observer.observe(header);
    return () => observer.disconnect();
  }, [awayId]);
  return null;
}
