"use client";

import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from "react";

/** One tab of the product page: its id (also the URL hash that opens it), label and panel. */
export interface ProductTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The tab a key moves to from `index` of `count` tabs (wrapping round), or null for other keys. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * Description / Product Details / Reviews, as an ARIA tabs widget (tablist, roving tabindex,
 * arrows/Home/End that open the tab they reach). Hand-written rather than Radix Tabs, which
 * weighed ~8 kB gzip on the product page. Every panel is rendered (inactive ones hidden) so
 * the server HTML holds all of them for crawlers; a link to `#reviews` opens that tab.
 */
export function ProductTabs({ tabs }: { tabs: ProductTab[] }) {
  const baseId = useId();
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

  const ids = (value: string) => ({
    tab: `${baseId}-tab-${value}`,
    panel: `${baseId}-panel-${value}`,
  });

  /** Arrow keys, Home and End move along the tabs and open the one they reach, as Radix did. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === active);
    const target = tabs[targetIndex(event.key, index, tabs.length) ?? -1];
    if (!target) return;
    event.preventDefault();
    setActive(target.value);
    document.getElementById(ids(target.value).tab)?.focus();
  };

  return (
    <div id="product-tabs" className="scroll-mt-4">
      <div
        role="tablist"
        aria-label="About this gift"
        aria-orientation="horizontal"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-neutral-200"
      >
        {tabs.map((tab) => {
          const selected = tab.value === active;
          return (
            <button
              key={tab.value}
              type="button"
              role="tab"
              id={ids(tab.value).tab}
              aria-selected={selected}
              aria-controls={ids(tab.value).panel}
              data-state={selected ? "active" : "inactive"}
              // One tab stop for the list: the arrows move between tabs (roving tabindex).
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.value)}
              className="-mb-px shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-3 text-sm font-semibold whitespace-nowrap text-neutral-600 transition hover:text-brand-700 focus-visible:bg-brand-100/70 focus-visible:outline-none data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 sm:px-5 sm:text-base"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={ids(tab.value).panel}
          aria-labelledby={ids(tab.value).tab}
          data-state={tab.value === active ? "active" : "inactive"}
          tabIndex={0}
          className="pt-5 focus-visible:rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 data-[state=inactive]:hidden"
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
