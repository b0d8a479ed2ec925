"use client";

import { useEffect } from "react";

/**
 * After a client-side navigation the element that had focus (the button that led here) is gone,
 * and focus falls back to the page's body: a keyboard or screen-reader user starts again from
 * the top of the header. This moves focus to the new page's heading `targetId` (which has
 * tabIndex -1) when nothing else holds it, without scrolling, so the next Tab goes into the page.
 */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(targetId)?.focus({ preventScroll: true });
  }, [targetId]);
  return null;
}
