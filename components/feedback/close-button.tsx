"use client";

import { useRouter } from "next/navigation";
import { useHydrated } from "./use-hydrated";
import { PATHS } from "@/lib/routing/paths";

/**
 * The feedback card's "×": closes the form by going to the home page (docs/contract.md, Screens:
 * Feedback).
 */
export function CloseButton() {
  const router = useRouter();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      aria-label="Close"
      onClick={() => router.push(PATHS.home)}
      className="flex size-11 items-center justify-center rounded-full text-3xl leading-none text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
