"use client";

import * as Tooltip from "@radix-ui/react-tooltip";
import Link from "next/link";
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";

/** seed-spec §9: a touch press shows the tooltip after 700 ms and hides it 1500 ms after release. */
export const TOUCH_OPEN_DELAY_MS = 700;
export const TOUCH_CLOSE_DELAY_MS = 1500;

/**
 * A round icon link with a Radix tooltip (needs a Tooltip.Provider above it). Radix ignores
 * touch, so a long press is handled here with pointer events: while a touch press is in play,
 * Radix's own open/close requests (focus on tap, pointer leaving on release) are ignored.
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
  const [open, setOpen] = useState(false);
  const touching = useRef(false);
  const longPressed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onPointerDown = (event: PointerEvent) => {
    clearTimeout(timer.current);
    if (event.pointerType !== "touch") {
      touching.current = false;
      return;
    }
    touching.current = true;
    longPressed.current = false;
    timer.current = setTimeout(() => {
      longPressed.current = true;
      setOpen(true);
    }, TOUCH_OPEN_DELAY_MS);
  };

  const onPointerRelease = (event: PointerEvent) => {
    if (event.pointerType !== "touch") return;
    clearTimeout(timer.current);
    // Also ends touch mode after a short tap, once the tap's late focus event has passed.
    timer.current = setTimeout(() => {
      touching.current = false;
      setOpen(false);
    }, TOUCH_CLOSE_DELAY_MS);
  };

  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(next) => {
        if (!touching.current) setOpen(next);
      }}
    >
      <Tooltip.Trigger asChild>
        <Link
          href={href}
          aria-label={label}
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
          className="relative flex size-11 touch-manipulation items-center justify-center rounded-full text-neutral-700 transition-colors select-none [-webkit-touch-callout:none] hover:bg-brand-50 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {children}
        </Link>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="bottom"
          sideOffset={4}
          onPointerDownOutside={() => {
            clearTimeout(timer.current);
            touching.current = false;
            setOpen(false);
          }}
          className="z-50 rounded-md bg-neutral-900 px-2.5 py-1 text-xs font-medium text-white shadow-lg"
        >
          {tooltip}
          <Tooltip.Arrow className="fill-neutral-900" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
