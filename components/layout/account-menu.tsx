"use client";

import Link from "next/link";
import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { SessionAccount } from "@/lib/api/session";
import { loadOnce } from "@/lib/load-once";
import { PATHS } from "@/lib/routing/paths";
import { useSession } from "@/lib/stores/session";
import { AVATAR_CLASS, initial, type MenuOpening } from "./avatar";

type Dropdown = ComponentType<{ user: SessionAccount; openWith: MenuOpening }>;

/** The menu's code (Radix), fetched once; a failed fetch is tried again on the next press. */
const loadDropdown = loadOnce(() => import("./account-dropdown"));

const prefetch = () => void loadDropdown().catch(() => undefined);

/**
 * The avatar of a signed-in shopper. Until first used it is a plain button, so the menu's
 * code (Radix) stays out of every page's first load: hover or focus starts fetching it, and a
 * press (click, Enter, Space or ArrowDown, as Radix's trigger takes) swaps in the real menu,
 * opened.
 */
function AvatarMenu({ user }: { user: SessionAccount }) {
  const [dropdown, setDropdown] = useState<{ Menu: Dropdown; openWith: MenuOpening }>();

  if (dropdown) return <dropdown.Menu user={user} openWith={dropdown.openWith} />;

  const open = (openWith: MenuOpening) => {
    loadDropdown().then(
      (module) => setDropdown({ Menu: module.AccountDropdown, openWith }),
      (error: unknown) => console.error("[header] could not load the account menu:", error),
    );
  };

  return (
    <button
      type="button"
      aria-label={`Account menu for ${user.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // detail 0: a click with no pointer, as screen readers send it.
      onClick={(event) => open(event.detail === 0 ? "keyboard" : "pointer")}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " " && event.key !== "ArrowDown") return;
        // No click after the key: the menu opens once, as Radix's trigger does.
        event.preventDefault();
        open("keyboard");
      }}
      className={AVATAR_CLASS}
    >
      <span aria-hidden="true">{initial(user.name)}</span>
    </button>
  );
}

/**
 * The header's user area (docs/contract.md, Screens: Header): Login for a visitor, a round avatar
 * with a menu for a signed-in shopper. The slot keeps the Login button's size whatever it shows, so
 * nothing in the header moves when the session becomes known.
 */
export function AccountMenu({ loginIcon }: { loginIcon: ReactNode }) {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);

  useEffect(() => {
    void useSession.getState().load();
  }, []);

  return (
    <div className="mr-1 flex h-10 w-24 shrink-0 items-center justify-end">
      {status === "loading" ? (
        <span aria-hidden="true" className="h-10 w-full rounded-full bg-neutral-100" />
      ) : status === "authenticated" && user ? (
        <AvatarMenu user={user} />
      ) : (
        <Link
          href={PATHS.login}
          className="inline-flex h-10 w-full items-center justify-center gap-1.5 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {loginIcon}
          Login
        </Link>
      )}
    </div>
  );
}
