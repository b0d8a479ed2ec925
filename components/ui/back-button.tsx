"use client";

import { clsx } from "clsx";
import { useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { ArrowLeft } from "./icons/arrow-left";
import { PATHS } from "@/lib/routing/paths";
import { buttonStyles } from "./button-styles";

const noSubscription = () => () => {};

/**
 * Goes back one page. A page opened in a fresh tab has nothing to go back to, so then it goes
 * to the home page instead of doing nothing.
 */
export function BackButton({
  className,
  children = "Go back",
}: {
  className?: string;
  children?: React.ReactNode;
}) {
  const router = useRouter();
  // Disabled in the server HTML: before hydration a tap would do nothing.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => (window.history.length > 1 ? router.back() : router.push(PATHS.home))}
      className={clsx(buttonStyles(), className)}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
