import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A home section's title, with an optional line under it and an action (a link) on the right. */
export function SectionHeading({
  title,
  subtitle,
  action,
  className,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mb-4 flex items-end justify-between gap-4 sm:mb-5", className)}>
      <div className="min-w-0">
        <h2 className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">{title}</h2>
        {subtitle && <p className="mt-1 text-sm text-neutral-600 sm:text-base">{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
