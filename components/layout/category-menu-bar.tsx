"use client";

import Link from "next/link";
import { flushSync } from "react-dom";
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent as ReactKeyboardEvent,
} from "react";
import { PATHS, subcategoryPath } from "@/lib/routing/paths";

/** What the bar draws of a category: the RSC payload carries this to the browser. */
export interface MenuCategory {
  id: string;
  name: string;
  subcategories: { id: string; name: string }[];
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true from the render after: the
 * subcategory panels are drawn then, in the browser, from the list the bar already holds.
 * Drawn in every page's HTML, the ~55 links and ten panels that show only on hover would cost
 * ~15 kB; a crawler that renders the page still finds them, and the sitemap lists every
 * subcategory.
 */
function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The item (li) of the category bar that holds `node`, if any. */
function itemOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof HTMLElement ? node.closest<HTMLElement>("[data-category-item]") : null;
}

/**
 * The category list. Panels open by CSS (hover, focus-within); this adds the Escape key that
 * hover content must offer (WCAG 1.4.13): it hides the open panel (returning focus to its
 * category when focus was inside), and the panels come back once the pointer or focus moves
 * to another category or the pointer leaves the bar.
 *
 * Tab goes from category to category: a panel's links join the tab order only once the shopper
 * has stepped into it with the Down arrow (and leave it when focus leaves the category), so the
 * page's content is a dozen Tabs away, not fifty.
 */
export function CategoryMenuBar({ categories }: { categories: MenuCategory[] }) {
  const [dismissed, setDismissed] = useState(false);
  const dismissedItem = useRef<HTMLElement | null>(null);
  const hoveredItem = useRef<HTMLElement | null>(null);
  const [entered, setEntered] = useState<string | null>(null);
  const hydrated = useHydrated();
  const hintId = useId();

  useEffect(() => {
    // On the document: a panel opened by hover has no focus inside it to catch the key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focused = itemOf(document.activeElement);
      const item = focused ?? hoveredItem.current;
      if (!item) return;
      dismissedItem.current = item;
      if (focused) item.querySelector<HTMLElement>("a")?.focus();
      // A panel stepped into by keyboard closes too, and its links leave the tab order.
      setEntered(null);
      setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const undismissIfElsewhere = (target: EventTarget | null) => {
    if (dismissed && itemOf(target) !== dismissedItem.current) setDismissed(false);
  };

  return (
    <>
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
        {categories.map((category) => (
          <CategoryEntry
            key={category.id}
            category={category}
            entered={entered === category.id}
            withPanel={hydrated}
            hintId={hintId}
            onEnter={() => setEntered(category.id)}
            onLeave={() => setEntered((was) => (was === category.id ? null : was))}
          />
        ))}
      </ul>
      {/* One hint for every category that has a panel, each of which names it. */}
      <span id={hintId} className="sr-only">
        Down arrow for its subcategories
      </span>
    </>
  );
}

function CategoryEntry({
  category,
  entered,
  withPanel,
  hintId,
  onEnter,
  onLeave,
}: {
  category: MenuCategory;
  /** The shopper stepped into the panel by keyboard: its links are in the tab order. */
  entered: boolean;
  /** Draw the subcategory panel (once hydrated: see useHydrated). */
  withPanel: boolean;
  /** The id of the bar's "Down arrow for its subcategories" hint. */
  hintId: string;
  onEnter: () => void;
  onLeave: () => void;
}) {
  const hasPanel = category.subcategories.length > 0;

  const stepIn = (event: ReactKeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== "ArrowDown" || !hasPanel) return;
    event.preventDefault();
    const item = itemOf(event.currentTarget);
    flushSync(onEnter);
    const first = item?.querySelector<HTMLElement>(".menu-sublink");
    first?.focus();
    // A panel still fading in on this frame takes focus on the next.
    if (first && document.activeElement !== first) requestAnimationFrame(() => first.focus());
  };
  const leaveIfOutside = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
  };

  return (
    <li className="group/item" data-category-item data-entered={entered} onBlur={leaveIfOutside}>
      {/* docs/contract.md, Screens: Header: the category link itself points to the home page. */}
      <Link
        href={PATHS.home}
        className="menu-link"
        onKeyDown={stepIn}
        aria-describedby={hasPanel ? hintId : undefined}
      >
        {category.name}
        {hasPanel && <span className="menu-chevron" />}
      </Link>
      {hasPanel && withPanel && (
        // Shown by CSS on hover and focus, hidden by Escape: the `menu-panel` class.
        <div className="menu-panel">
          <div className="menu-panel-box">
            <p className="menu-panel-title">{category.name}</p>
            <ul className="grid grid-cols-6 gap-1">
              {category.subcategories.map((subcategory) => (
                <li key={subcategory.id}>
                  <Link
                    href={subcategoryPath(subcategory.id)}
                    className="menu-sublink"
                    tabIndex={entered ? undefined : -1}
                  >
                    {subcategory.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </li>
  );
}
