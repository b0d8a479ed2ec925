"use client";

import { ChevronDown } from "@/components/ui/icons/chevron-down";
import { useId, useState } from "react";

/**
 * One expandable section of the filter panel (docs/contract.md, Screens: Product list: sections
 * expand or collapse). The trigger is a real button, so Enter and Space toggle it and it says
 * whether it is open; a closed section's content is left out, as Radix Collapsible (used before)
 * did.
 */
export function FilterSection({
  title,
  defaultOpen = true,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <div className="border-b border-neutral-200 py-3">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((was) => !was)}
          className="group flex w-full items-center justify-between rounded-md py-1 text-left text-sm font-semibold text-neutral-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {title}
          <ChevronDown
            aria-hidden
            className="size-4 text-neutral-500 transition-transform group-aria-expanded:rotate-180"
          />
        </button>
      </h3>
      <div id={contentId} hidden={!open} className="pt-3">
        {open && children}
      </div>
    </div>
  );
}
