import type { ReactNode } from "react";
import { clsx } from "clsx";

/**
 * A home section's title, with an optional line under it and an action (a link) on the right.
 * Server and client sections (the product rails) both draw it, hence clsx: its classes do not
 * conflict with what a caller adds. Its styles are the `section-head` class of app/globals.css.
 */
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
    <div className={clsx("section-head", className)}>
      <div className="min-w-0">
        <h2>{title}</h2>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {action}
    </div>
  );
}
