import { Heart } from "@/components/ui/icons/heart";
import { Package } from "@/components/ui/icons/package";
import { UserRound } from "@/components/ui/icons/user-round";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { LogoutButton } from "./logout-button";
import { PATHS } from "@/lib/routing/paths";

export type AccountSection = "profile" | "orders" | "wishlist";

const ENTRIES = [
  { section: "profile", href: PATHS.profile, label: "My Profile", icon: UserRound },
  { section: "orders", href: PATHS.orders, label: "My Orders", icon: Package },
  { section: "wishlist", href: PATHS.wishlist, label: "My WishList", icon: Heart },
] as const;

const entryClass =
  "flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The account pages' menu (docs/contract.md, Screens: Account): who is signed in, then My Profile,
 * My Orders, My WishList and Logout. Phones: a compact two-by-two grid above the page, so every
 * entry shows without scrolling; from `md`: a sidebar card.
 */
export function AccountSideMenu({
  user,
  current,
  className,
}: {
  user: { name: string; email: string };
  current?: AccountSection;
  className?: string;
}) {
  const letter = Array.from(user.name.trim())[0]?.toUpperCase() ?? "?";
  return (
    <aside
      className={cn(
        "md:rounded-2xl md:border md:border-neutral-200 md:bg-white md:p-4 md:shadow-sm",
        className,
      )}
    >
      <div className="flex items-center gap-3 md:border-b md:border-neutral-100 md:pb-4">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white md:size-12 md:text-lg"
        >
          {letter}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-neutral-900 md:text-base">
            {user.name}
          </p>
          <p className="truncate text-sm text-neutral-600">{user.email}</p>
        </div>
      </div>
      <nav aria-label="My account" className="mt-3 md:mt-4">
        <ul className="grid grid-cols-2 gap-2 md:flex md:flex-col md:gap-1">
          {ENTRIES.map(({ section, href, label, icon: Icon }) => {
            const active = section === current;
            return (
              <li key={href}>
                <Link
                  href={href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    entryClass,
                    active
                      ? "bg-brand-600 text-white md:bg-brand-50 md:text-brand-800"
                      : "border border-neutral-200 bg-white text-neutral-700 hover:border-brand-200 hover:text-brand-700 md:border-transparent md:hover:bg-brand-50",
                  )}
                >
                  <Icon
                    aria-hidden="true"
                    className={cn(
                      "size-4 shrink-0",
                      active ? "md:text-brand-600" : "text-brand-600",
                    )}
                  />
                  {label}
                </Link>
              </li>
            );
          })}
          <li className="md:mt-2 md:border-t md:border-neutral-100 md:pt-2">
            <LogoutButton
              className={cn(
                entryClass,
                "w-full border border-neutral-200 bg-white text-neutral-700 hover:border-red-200 hover:text-red-700 md:border-transparent md:hover:bg-red-50",
              )}
            />
          </li>
        </ul>
      </nav>
    </aside>
  );
}
