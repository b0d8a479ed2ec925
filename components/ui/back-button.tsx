"use client";

import { useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { ArrowLeft } from "lucide-react";
import { cn } from "@/lib/cn";

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
      onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}
      className={cn(
        "inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
