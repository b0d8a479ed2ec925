"use client";

import { clsx } from "clsx";
import { LogOut } from "@/components/ui/icons/log-out";
import { useLogout } from "./use-logout";

/** The side menu's Logout entry: the only part of the menu that runs in the browser. */
export function LogoutButton({ className }: { className?: string }) {
  const { logout, busy } = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={busy}
      aria-busy={busy || undefined}
      className={clsx("disabled:cursor-wait disabled:opacity-60", className)}
    >
      <LogOut aria-hidden="true" className="size-4 shrink-0" />
      {busy ? "Logging out..." : "Logout"}
    </button>
  );
}
