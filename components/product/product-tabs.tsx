"use client";

import * as Tabs from "@radix-ui/react-tabs";
import { useEffect, useState, type ReactNode } from "react";

/** One tab of the product page: its id (also the URL hash that opens it), label and panel. */
export interface ProductTab {
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * Description / Product Details / Reviews. Every panel is rendered (inactive ones hidden) so
 * the server HTML holds all of them for crawlers; a link to `#reviews` opens that tab.
 */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const [active, setActive] = useState(tabs[0]?.value ?? "");
  // A refresh (after a review) brings new panel nodes but the same tabs; keyed on the values,
  // the hash is not re-read then, so the page does not jump.
  const values = tabs.map((tab) => tab.value).join(" ");

  useEffect(() => {
    const known = values.split(" ");
    const open = (wanted: string) => {
      if (!known.includes(wanted)) return false;
      setActive(wanted);
      document.getElementById("product-tabs")?.scrollIntoView({ block: "start" });
      return true;
    };
    // A link such as the rating summary's `#reviews` opens its tab, even when clicked twice
    // (a second click changes no hash, so hashchange alone would miss it).
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      if (link && open(link.getAttribute("href")?.slice(1) ?? "")) event.preventDefault();
    };
    open(window.location.hash.slice(1));
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [values]);

  return (
    <Tabs.Root id="product-tabs" value={active} onValueChange={setActive} className="scroll-mt-4">
      <Tabs.List
        aria-label="About this gift"
        className="flex gap-1 overflow-x-auto border-b border-neutral-200"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-3 text-sm font-semibold whitespace-nowrap text-neutral-600 transition hover:text-brand-700 focus-visible:bg-brand-100/70 focus-visible:outline-none data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:px-5 sm:text-base"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          forceMount
          className="pt-5 focus-visible:rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 data-[state=inactive]:hidden"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
