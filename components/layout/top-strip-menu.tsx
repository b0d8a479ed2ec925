"use client";

import { useRef, useState, type ReactNode } from "react";
import { useOutsidePointerDown } from "@/components/ui/use-outside-pointer-down";

/**
 * On phones, the button that shows and hides the strip's links (top-strip-links.tsx draws the
 * list, which shows while this sets `data-open`). The list closes on a choice, on Escape and on
 * a tap outside; from `sm` up the button is hidden and the links are always in the strip.
 */
export function TopStripMenu({
  listId,
  openIcon,
  closeIcon,
  children,
}: {
  /** The id of the list in `children`, which the button controls. */
  listId: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useOutsidePointerDown(root, open, () => setOpen(false));

  return (
    <div
      ref={root}
      data-open={open || undefined}
      className="group/strip shrink-0"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      // A choice closes the list: the strip stays on the page it opens.
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label="Help and order links"
        onClick={() => setOpen((was) => !was)}
        className="-mr-2 flex size-9 items-center justify-center rounded-full transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:hidden"
      >
        {open ? closeIcon : openIcon}
      </button>
      {children}
    </div>
  );
}
