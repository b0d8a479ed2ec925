"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Heart } from "@/components/ui/icons/heart";
import { LogOut } from "@/components/ui/icons/log-out";
import { Package } from "@/components/ui/icons/package";
import { UserRound } from "@/components/ui/icons/user-round";
import Link from "next/link";
import { useState } from "react";
import { useLogout } from "@/components/account/use-logout";
import type { SessionAccount } from "@/lib/api/session";
import { PATHS } from "@/lib/routing/paths";
import { AVATAR_CLASS, initial, type MenuOpening } from "./avatar";

const LINKS = [
  { href: PATHS.profile, label: "My Account", icon: UserRound },
  { href: PATHS.wishlist, label: "Wishlist", icon: Heart },
  { href: PATHS.orders, label: "Orders", icon: Package },
] as const;

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-3 text-sm font-medium text-neutral-800 outline-none select-none data-disabled:opacity-60 data-highlighted:bg-brand-50 data-highlighted:text-brand-800";

/**
 * The signed-in shopper's avatar menu (docs/contract.md, Screens: Header): an 11rem dropdown with
 * My Account, Wishlist, Orders and Logout; a click outside or Escape closes it. Loaded on the first
 * hover, focus or press of the avatar (account-menu.tsx), then opened as that press asked.
 */
export function AccountDropdown({
  user,
  openWith,
}: {
  user: SessionAccount;
  /** How the avatar was pressed before this loaded; the menu opens at once. */
  openWith: MenuOpening;
}) {
  const { logout, busy } = useLogout();
  const [open, setOpen] = useState(true);
  // Radix puts keyboard focus on the first item only for a key press it saw itself; the press
  // that loaded this came before, so the first opening by keyboard does that here.
  const [focusFirstItem, setFocusFirstItem] = useState(openWith === "keyboard");

  return (
    <DropdownMenu.Root
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFocusFirstItem(false);
      }}
    >
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.name}`}
        className={`${AVATAR_CLASS} data-[state=open]:bg-brand-700`}
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
            {LINKS.map(({ href, label, icon: Icon }, index) => (
              <DropdownMenu.Item
                key={href}
                asChild
                className={itemClass}
                // Focused as it mounts, before the menu's own focus-on-open looks for focus inside.
                ref={index === 0 && focusFirstItem ? (node) => node?.focus() : undefined}
              >
                <Link href={href}>
                  <Icon aria-hidden="true" className="size-4 text-brand-600" />
                  {label}
                </Link>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
          <DropdownMenu.Separator className="my-1 h-px bg-neutral-100" />
          <DropdownMenu.Item disabled={busy} onSelect={() => void logout()} className={itemClass}>
            <LogOut aria-hidden="true" className="size-4 text-brand-600" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
