"use client";

import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown } from "lucide-react";

/**
 * One expandable section of the filter panel (seed-spec §2: sections expand or collapse).
 * The trigger is a real button, so Enter and Space toggle it and it says whether it is open.
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
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className="border-b border-neutral-200 py-3">
      <h3>
        <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-md py-1 text-left text-sm font-semibold text-neutral-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none">
          {title}
          <ChevronDown
            aria-hidden
            className="size-4 text-neutral-500 transition-transform group-data-[state=open]:rotate-180"
          />
        </Collapsible.Trigger>
      </h3>
      <Collapsible.Content className="pt-3">{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
