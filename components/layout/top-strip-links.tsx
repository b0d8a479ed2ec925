"use client";

import { clsx } from "clsx";
import { LifeBuoy, Menu, PackageSearch, Phone, X } from "lucide-react";
import Link from "next/link";
import { useId, useRef, useState } from "react";
import { PATHS } from "@/lib/routing/paths";
import { useOutsidePointerDown } from "@/components/ui/use-outside-pointer-down";

const LINKS = [
  { href: PATHS.helpCenter, label: "Help Center", Icon: LifeBuoy },
  { href: PATHS.orderTracking, label: "Order Tracking", Icon: PackageSearch },
  { href: PATHS.contactUs, label: "Contact Us", Icon: Phone },
] as const;

/**
 * The strip's three links: inline from `sm` up; on phones behind a menu button whose panel
 * closes on a choice, on Escape and on a tap outside.
 */
export function TopStripLinks() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useOutsidePointerDown(root, open, () => setOpen(false));

  return (
    <div
      ref={root}
      className="shrink-0"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
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
        {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
      </button>
      <ul
        id={listId}
        className={clsx(
          // Phones: a card under the strip, shown only while open. From sm: an inline row.
          "absolute top-full right-2 z-40 mt-1 w-56 flex-col rounded-xl bg-white p-1.5 text-sm text-neutral-800 shadow-xl ring-1 ring-black/5",
          open ? "flex" : "hidden",
          "sm:static sm:mt-0 sm:flex sm:w-auto sm:flex-row sm:items-center sm:rounded-none sm:bg-transparent sm:p-0 sm:text-[0.8125rem] sm:text-white sm:shadow-none sm:ring-0",
        )}
      >
        {LINKS.map(({ href, label, Icon }, index) => (
          <li key={href} className={clsx(index > 0 && "sm:border-l sm:border-white/30")}>
            <Link
              href={href}
              onClick={() => setOpen(false)}
              className="flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium hover:bg-brand-50 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:gap-1.5 sm:rounded sm:px-3 sm:py-0.5 sm:hover:bg-transparent sm:hover:text-white sm:hover:underline sm:focus-visible:ring-white"
            >
              <Icon aria-hidden className="size-4 text-brand-600 sm:hidden" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
