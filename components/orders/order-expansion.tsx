"use client";

import { clsx } from "clsx";
import { ChevronDown } from "@/components/ui/icons/chevron-down";
import { createContext, use, useState } from "react";

interface Expansion {
  open: string | null;
  toggle: (orderId: string) => void;
}

const ExpansionContext = createContext<Expansion>({ open: null, toggle: () => {} });

/** Which order's items are shown: one at a time (docs/contract.md, Screens: Orders). */
export function OrderExpansion({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (orderId: string) => setOpen((current) => (current === orderId ? null : orderId));
  return <ExpansionContext value={{ open, toggle }}>{children}</ExpansionContext>;
}

/** The real control for a row or card: a button that says whether its items are shown. */
export function OrderToggle({
  orderId,
  controls,
  className,
  children,
}: {
  orderId: string;
  /** The id of the element holding the items. */
  controls: string;
  /** Size, spacing and alignment (items-*): the button sets only flex and its gap. */
  className?: string;
  children: React.ReactNode;
}) {
  const { open, toggle } = use(ExpansionContext);
  const expanded = open === orderId;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={(event) => {
        // The row listens for clicks too; this one is handled here.
        event.stopPropagation();
        toggle(orderId);
      }}
      className={clsx(
        "group flex gap-2 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <ChevronDown
        aria-hidden="true"
        className={clsx(
          "mt-0.5 size-4 shrink-0 transition-transform group-hover:text-brand-700",
          expanded ? "rotate-180 text-brand-700" : "text-neutral-500",
        )}
      />
      {children}
    </button>
  );
}

/** A table row that opens its items on a click anywhere in it (the toggle is the keyboard's). */
export function OrderRow({
  orderId,
  className,
  children,
}: {
  orderId: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { open, toggle } = use(ExpansionContext);
  return (
    <tr
      data-open={open === orderId || undefined}
      onClick={() => {
        // Selecting text to copy (an id, a phone number) is not a request to open the row.
        if (window.getSelection()?.toString()) return;
        toggle(orderId);
      }}
      className={clsx("cursor-pointer", className)}
    >
      {children}
    </tr>
  );
}

/** The items of one order; in the page (hidden) while closed, so aria-controls always resolves. */
export function OrderPanel({
  orderId,
  id,
  as: Element,
  className,
  children,
}: {
  orderId: string;
  id: string;
  as: "tr" | "div";
  className?: string;
  children: React.ReactNode;
}) {
  const { open } = use(ExpansionContext);
  return (
    <Element id={id} hidden={open !== orderId} className={className}>
      {open === orderId ? children : null}
    </Element>
  );
}
