import { clsx } from "clsx";

const BASE =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary:
    "border border-brand-200 bg-white text-brand-700 hover:border-brand-500 hover:bg-brand-50",
} as const;

/**
 * The shop's pill buttons, for <button> and <Link> alike: styled once, used everywhere. Two
 * variants and the caller's classes after them; a class list, not a variants library, since the
 * error states that use it ship with every page.
 */
export function buttonStyles({
  variant = "primary",
  className,
}: { variant?: keyof typeof VARIANTS; className?: string } = {}): string {
  return clsx(BASE, VARIANTS[variant], className);
}
