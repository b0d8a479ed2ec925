"use client";

import { useEffect, useRef, useState } from "react";
import { SideArrow } from "./side-arrow";

/** How much of the visible width one press moves: most of it, keeping a card's edge in view. */
const STEP = 0.9;

/**
 * The previous/next buttons of a `ScrollRail`, and ←/→ while focus is inside it. They move the
 * rail's own scroll position, so a swipe and a press always agree; each is disabled at its end.
 */
export function RailArrows() {
  const prevRef = useRef<HTMLButtonElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  useEffect(() => {
    const root = prevRef.current?.closest<HTMLElement>("[data-rail]");
    const track = root?.querySelector<HTMLElement>("[data-rail-track]");
    if (!root || !track) return;
    const update = () => {
      const max = track.scrollWidth - track.clientWidth;
      setEnds({ start: track.scrollLeft <= 1, end: track.scrollLeft >= max - 1 });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      move(track, event.key === "ArrowLeft" ? -1 : 1);
    };
    track.addEventListener("scroll", update, { passive: true });
    root.addEventListener("keydown", onKeyDown);
    // Measuring is a forced layout of the rail, which a rail below the screen skips until it
    // is near (content-visibility, app/globals.css): so the first measure waits for that.
    const resize = new ResizeObserver(update);
    const measure = () => {
      update();
      resize.observe(track);
    };
    const near =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              near?.disconnect();
              measure();
            },
            { rootMargin: "50% 0px" },
          )
        : null;
    if (near) near.observe(root);
    else measure();
    return () => {
      track.removeEventListener("scroll", update);
      root.removeEventListener("keydown", onKeyDown);
      near?.disconnect();
      resize.disconnect();
    };
  }, []);

  const press = (direction: -1 | 1) => {
    const track = prevRef.current
      ?.closest("[data-rail]")
      ?.querySelector<HTMLElement>("[data-rail-track]");
    if (track) move(track, direction);
  };

  return (
    <>
      <SideArrow
        ref={prevRef}
        side="prev"
        noun="slide"
        disabled={ends.start}
        onClick={() => press(-1)}
        className="rail-arrow left-2"
      />
      <SideArrow
        side="next"
        noun="slide"
        disabled={ends.end}
        onClick={() => press(1)}
        className="rail-arrow right-2"
      />
    </>
  );
}

function move(track: HTMLElement, direction: -1 | 1) {
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  track.scrollBy({
    left: direction * track.clientWidth * STEP,
    behavior: reduced ? "auto" : "smooth",
  });
}
