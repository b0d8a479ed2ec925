import { clsx } from "clsx";
import { formatBadge } from "@/lib/badge";

/**
 * The little count on the wishlist and cart icons. Hidden at 0; absolutely placed so it never
 * moves the icon. aria-hidden: the link's own name already says the count.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const text = formatBadge(count);
  if (!text) return null;
  return (
    <span
      aria-hidden
      className={clsx(
        "absolute -top-0.5 -right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-brand-600 px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums ring-2 ring-white",
        className,
      )}
    >
      {text}
    </span>
  );
}
