"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/** The item (li) of the category bar that holds `node`, if any. */
function itemOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof HTMLElement ? node.closest<HTMLElement>("[data-category-item]") : null;
}

/**
 * The category list. Panels open by CSS (hover, focus-within); this adds the Escape key that
 * hover content must offer (WCAG 1.4.13): it hides the open panel (returning focus to its
 * category when focus was inside), and the panels come back once the pointer or focus moves
 * to another category or the pointer leaves the bar.
 */
export function CategoryMenuBar({ children }: { children: ReactNode }) {
  const [dismissed, setDismissed] = useState(false);
  const dismissedItem = useRef<HTMLElement | null>(null);
  const hoveredItem = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // On the document: a panel opened by hover has no focus inside it to catch the key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focused = itemOf(document.activeElement);
      const item = focused ?? hoveredItem.current;
      if (!item) return;
      dismissedItem.current = item;
      if (focused) item.querySelector<HTMLElement>("a")?.focus();
      setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const undismissIfElsewhere = (target: EventTarget | null) => {
    if (dismissed && itemOf(target) !== dismissedItem.current) setDismissed(false);
  };

  return (
    <ul
      data-dismissed={dismissed}
      className="group/bar flex flex-wrap justify-center"
      onFocus={(event) => undismissIfElsewhere(event.target)}
      onPointerOver={(event) => {
        hoveredItem.current = itemOf(event.target);
        undismissIfElsewhere(event.target);
      }}
      onPointerLeave={() => {
        hoveredItem.current = null;
        setDismissed(false);
      }}
    >
      {children}
    </ul>
  );
}
