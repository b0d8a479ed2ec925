"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Heart, LogOut, Package, UserRound } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { useLogout } from "@/components/account/use-logout";
import { useSession } from "@/lib/stores/session";

const LINKS = [
  { href: "/myProfile", label: "My Account", icon: UserRound },
  { href: "/wishlist", label: "Wishlist", icon: Heart },
  { href: "/orders", label: "Orders", icon: Package },
] as const;

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 text-sm font-medium text-neutral-800 outline-none select-none data-disabled:opacity-60 data-highlighted:bg-brand-50 data-highlighted:text-brand-800";

/** The first letter of the name for the avatar, or "?" when the name is empty. */
function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? "?";
}

/**
 * The header's user area (seed-spec §2): Login for a visitor, a round avatar with a menu for a
 * signed-in shopper. The slot keeps the Login button's size whatever it shows, so nothing in
 * the header moves when the session becomes known.
 */
export function AccountMenu() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const { logout, busy } = useLogout();

  useEffect(() => {
    void useSession.getState().load();
  }, []);

  return (
    <div className="mr-1 flex h-10 w-24 shrink-0 items-center justify-end">
      {status === "loading" ? (
        <span aria-hidden="true" className="h-10 w-full rounded-full bg-neutral-100" />
      ) : status === "authenticated" && user ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            aria-label={`Account menu for ${user.name}`}
            className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none data-[state=open]:bg-brand-700"
          >
            <span aria-hidden="true">{initial(user.name)}</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={8}
              className="z-50 w-44 rounded-xl border border-neutral-200 bg-white p-1 shadow-lg shadow-neutral-900/10"
            >
              <DropdownMenu.Label className="border-b border-neutral-100 px-3 pt-2 pb-2.5">
                <span className="block truncate text-sm font-semibold text-neutral-900">
                  {user.name}
                </span>
                <span className="block truncate text-xs text-neutral-600">{user.email}</span>
              </DropdownMenu.Label>
              <DropdownMenu.Group className="pt-1">
                {LINKS.map(({ href, label, icon: Icon }) => (
                  <DropdownMenu.Item key={href} asChild className={itemClass}>
                    <Link href={href}>
                      <Icon aria-hidden="true" className="size-4 text-brand-600" />
                      {label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Group>
              <DropdownMenu.Separator className="my-1 h-px bg-neutral-100" />
              <DropdownMenu.Item
                disabled={busy}
                onSelect={() => void logout()}
                className={itemClass}
              >
                <LogOut aria-hidden="true" className="size-4 text-brand-600" />
                Logout
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : (
        <Link
          href="/login"
          className="inline-flex h-10 w-full items-center justify-center gap-1.5 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <UserRound aria-hidden className="size-4" strokeWidth={2.25} />
          Login
        </Link>
      )}
    </div>
  );
}
