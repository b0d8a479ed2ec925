/**
 * What the header's avatar button and its lazily loaded menu share (docs/contract.md, Screens:
 * Header).
 */

/** How the avatar was pressed: a key press focuses the menu's first item, a pointer does not. */
export type MenuOpening = "keyboard" | "pointer";

/** The round avatar: the same button before and after the menu's code has loaded. */
export const AVATAR_CLASS =
  "flex size-10 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none";

/** The first letter of the name for the avatar, or "?" when the name is empty. */
export function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? "?";
}
