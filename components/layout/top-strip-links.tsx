import { clsx } from "clsx";
import { LifeBuoy } from "@/components/ui/icons/life-buoy";
import { Menu } from "@/components/ui/icons/menu";
import { PackageSearch } from "@/components/ui/icons/package-search";
import { Phone } from "@/components/ui/icons/phone";
import { X } from "@/components/ui/icons/x";
import Link from "next/link";
import { PATHS } from "@/lib/routing/paths";
import { TopStripMenu } from "./top-strip-menu";

const LINKS = [
  { href: PATHS.helpCenter, label: "Help Center", Icon: LifeBuoy },
  { href: PATHS.orderTracking, label: "Order Tracking", Icon: PackageSearch },
  { href: PATHS.contactUs, label: "Contact Us", Icon: Phone },
] as const;

/** One strip per page, so one id. */
const LIST_ID = "top-strip-links";

/**
 * The strip's three links: inline from `sm` up; on phones behind a menu button whose panel
 * closes on a choice, on Escape and on a tap outside. Drawn on the server; only the button and
 * whether the panel is open run in the browser (top-strip-menu.tsx).
 */
export function TopStripLinks() {
  return (
    <TopStripMenu
      listId={LIST_ID}
      openIcon={<Menu aria-hidden className="size-5" />}
      closeIcon={<X aria-hidden className="size-5" />}
    >
      <ul
        id={LIST_ID}
        className={clsx(
          // Phones: a card under the strip, shown only while open. From sm: an inline row.
          "absolute top-full right-2 z-40 mt-1 hidden w-56 flex-col rounded-xl bg-white p-1.5 text-sm text-neutral-800 shadow-xl ring-1 ring-black/5 group-data-open/strip:flex",
          "sm:static sm:mt-0 sm:flex sm:w-auto sm:flex-row sm:items-center sm:rounded-none sm:bg-transparent sm:p-0 sm:text-[0.8125rem] sm:text-white sm:shadow-none sm:ring-0",
        )}
      >
        {LINKS.map(({ href, label, Icon }, index) => (
          <li key={href} className={clsx(index > 0 && "sm:border-l sm:border-white/30")}>
            <Link
              href={href}
              className="flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium hover:bg-brand-50 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none sm:gap-1.5 sm:rounded sm:px-3 sm:py-0.5 sm:hover:bg-transparent sm:hover:text-white sm:hover:underline sm:focus-visible:ring-white"
            >
              <Icon aria-hidden className="size-4 text-brand-600 sm:hidden" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </TopStripMenu>
  );
}
