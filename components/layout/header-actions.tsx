import { UserRound } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { CountLinks } from "./count-links";

/** The header's user area: Login for visitors, then the wishlist and cart icons. */
export function HeaderActions({ className }: { className?: string }) {
  return (
    <div className={cn("flex items-center gap-1 sm:gap-2", className)}>
      <Link
        href="/login"
        className="mr-1 inline-flex h-10 items-center gap-1.5 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        <UserRound aria-hidden className="size-4" strokeWidth={2.25} />
        Login
      </Link>
      <CountLinks />
    </div>
  );
}
