import Link from "next/link";
import { Suspense } from "react";
import { HeaderPincode } from "@/components/delivery/header-pincode";
import { PATHS } from "@/lib/routing/paths";
import { CategoryDrawerSlot, CategoryMenu } from "./category-menu";
import { HeaderActions } from "./header-actions";
import { SearchBox } from "./search-box";
import { StickyHeaderOffset } from "./sticky-header";
import { TopStrip } from "./top-strip";

/**
 * The site header (docs/contract.md, Screens: Header): promo strip, brand, search, user area and
 * category menu. A server component; only the search box, the strip's phone menu, the icon tooltips
 * and the menu's Escape key run in the browser. `delivery`: the backend delivers by pincode, so
 * the header shows the shopper's pincode (docs/delivery.md). On phones the brand and search rows
 * stay at the top as the page scrolls, while the strip and the "Deliver to" row above them scroll
 * away; and there is a "Shop by category" drawer, since the spec hides the category bar there
 * (docs/storefront-decisions.md "Phone header").
 */
const SCROLLS_AWAY_ID = "header-scrolls-away";

export function Header({ delivery = false }: { delivery?: boolean }) {
  return (
    <header className="sticky top-[calc(-1*var(--header-away-h,0px))] z-30 border-b border-neutral-200 bg-white md:relative md:top-auto">
      {/* What scrolls away on a phone: the strip, then the pincode (in the actions from md). */}
      <div id={SCROLLS_AWAY_ID}>
        <TopStrip />
        {delivery ? (
          <HeaderPincode layout="strip" className="mx-auto max-w-7xl px-4 pt-2 md:hidden" />
        ) : null}
      </div>
      <StickyHeaderOffset awayId={SCROLLS_AWAY_ID} />
      {/* Phones: brand and actions on one row, search full width below. md up: one row. */}
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 px-4 pt-2 pb-3 md:h-[4.5rem] md:grid-cols-[auto_minmax(0,1fr)_auto] md:gap-x-8 md:py-0">
        <div className="flex items-center justify-self-start">
          <Suspense fallback={<div className="-ml-2 size-11 md:hidden" />}>
            <CategoryDrawerSlot />
          </Suspense>
          <Link
            href={PATHS.home}
            className="justify-self-start rounded-md text-[1.75rem] leading-none font-extrabold tracking-tight text-brand-600 italic focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-4 focus-visible:outline-none md:text-[2rem]"
          >
            Uphaar
          </Link>
        </div>
        <SearchBox className="col-span-2 row-start-2 md:col-span-1 md:col-start-2 md:row-start-1 md:mx-auto md:w-full md:max-w-2xl" />
        <HeaderActions
          delivery={delivery}
          className="justify-self-end md:col-start-3 md:row-start-1"
        />
      </div>
      {/* Same height as the bar, so the page below never jumps when the menu streams in. */}
      <Suspense fallback={<div className="hidden h-11 border-t border-neutral-100 md:block" />}>
        <CategoryMenu />
      </Suspense>
    </header>
  );
}
