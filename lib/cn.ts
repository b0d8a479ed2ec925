import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, letting later Tailwind classes override earlier ones. For server
 * components only: tailwind-merge is ~8 kB gzip, so browser code (client components and what
 * they import) uses `clsx` and keeps its class lists free of conflicts instead
 * (docs/performance.md §2).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
