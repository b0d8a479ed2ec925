"use client";

import Link from "next/link";
import {
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from "react";
import { useOutsidePointerDown } from "@/components/ui/use-outside-pointer-down";

/**
 * docs/contract.md, Constants: a touch press shows the tooltip after 700 ms and hides it 1500 ms
 * after release.
 */
export const TOUCH_OPEN_DELAY_MS = 700;
export const TOUCH_CLOSE_DELAY_MS = 1500;

/**
 * A round icon link with a tooltip under it. Hover and keyboard focus show the tooltip by CSS
 * alone (no tooltip library in every page's first load; it works before hydration too), and
 * it describes the link for screen readers. This adds what CSS cannot: Escape hides it
 * (WCAG 1.4.13), and a touch long press shows it, without following the link.
 */
export function IconTooltipLink({
  href,
  tooltip,
  label,
  children,
}: {
  href: string;
  /** The tooltip's text. */
  tooltip: string;
  /** The link's accessible name, e.g. "Cart, 3 items". */
  label: string;
  children: ReactNode;
}) {
  const tooltipId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const [touchOpen, setTouchOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const touching = useRef(false);
  const longPressed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    // On the document: a tooltip shown by hover has no focus inside it to catch the key.
    const onKeyDown = (event: KeyboardEvent) => {
      const here = root.current;
      if (event.key !== "Escape" || !here) return;
      if (here.matches(":hover") || here.contains(document.activeElement)) setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useOutsidePointerDown(root, touchOpen, () => {
    clearTimeout(timer.current);
    setTouchOpen(false);
  });

  const onPointerDown = (event: ReactPointerEvent) => {
    clearTimeout(timer.current);
    touching.current = event.pointerType === "touch";
    if (!touching.current) return;
    longPressed.current = false;
    timer.current = setTimeout(() => {
      longPressed.current = true;
      setDismissed(false);
      setTouchOpen(true);
    }, TOUCH_OPEN_DELAY_MS);
  };

  const onPointerRelease = (event: ReactPointerEvent) => {
    if (event.pointerType !== "touch") return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      touching.current = false;
      setTouchOpen(false);
    }, TOUCH_CLOSE_DELAY_MS);
  };

  return (
    <span
      ref={root}
      className="group/tip relative flex"
      onPointerLeave={(event) => {
        if (event.pointerType !== "touch") setDismissed(false);
      }}
    >
      <Link
        href={href}
        // Both of these links lead to signed-in pages: prefetched, each cost a visitor two
        // requests and a redirect to /login during the page load (docs/performance.md).
        prefetch={false}
        aria-label={label}
        aria-describedby={tooltipId}
        onBlur={() => setDismissed(false)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerRelease}
        onPointerCancel={onPointerRelease}
        onContextMenu={(event) => {
          // A long press is for the tooltip here, not the browser's link menu.
          if (touching.current) event.preventDefault();
        }}
        onClick={(event) => {
          // Lifting the finger after reading the tooltip is not a tap on the link.
          if (longPressed.current) {
            event.preventDefault();
            longPressed.current = false;
          }
        }}
        className="peer relative flex size-11 touch-manipulation items-center justify-center rounded-full text-neutral-700 transition-colors select-none [-webkit-touch-callout:none] hover:bg-brand-50 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        {children}
      </Link>
      {/* The top padding bridges the gap to the link, so the pointer can move onto the tooltip. */}
      <span
        id={tooltipId}
        role="tooltip"
        data-touch-open={touchOpen || undefined}
        data-dismissed={dismissed || undefined}
        className={[
          "invisible absolute top-full left-1/2 z-50 -translate-x-1/2 pt-1 opacity-0 transition-[opacity,visibility] duration-150",
          "group-hover/tip:visible group-hover/tip:opacity-100 group-hover/tip:delay-100",
          "peer-focus-visible:visible peer-focus-visible:opacity-100",
          "data-touch-open:visible data-touch-open:opacity-100",
          // Escape wins over hover and focus.
          "data-dismissed:invisible! data-dismissed:opacity-0!",
        ].join(" ")}
      >
        <span className="relative block rounded-md bg-neutral-900 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg">
          {tooltip}
          <span
            aria-hidden
            className="absolute bottom-full left-1/2 -translate-x-1/2 border-x-[5px] border-b-[5px] border-x-transparent border-b-neutral-900"
          />
        </span>
      </span>
    </span>
  );
}
