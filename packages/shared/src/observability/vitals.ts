/**
 * Real-user Web Vitals (docs/operations.md "Web Vitals"): what a page's beacon carries, the
 * page types the shop groups them by, and the 75th percentile each is judged at.
 */
import { z } from "zod";

export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const PAGE_TYPES = [
  "home",
  "list",
  "product",
  "search",
  "account",
  "checkout",
  "other",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** navigator.connection.effectiveType, or `unknown` where the browser does not say. */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;

/** The most metrics one beacon carries: each of the four at most twice (a final INP/CLS). */
export const MAX_VITALS_PER_BEACON = 8;

/** One measured metric: milliseconds (CLS: a unitless score), as web-vitals reports it. */
export const vitalSchema = z.strictObject({
  name: z.enum(VITAL_NAMES),
  // A minute is far past any real figure: a larger one is a broken or forged report.
  value: z.number().finite().min(0).max(60_000),
  rating: z.enum(["good", "needs-improvement", "poor"]),
});

/** A page's beacon: its page type, connection and the metrics measured since the last one. */
export const vitalsReportSchema = z.strictObject({
  page: z.enum(PAGE_TYPES),
  connection: z.enum(CONNECTION_TYPES),
  metrics: z.array(vitalSchema).min(1).max(MAX_VITALS_PER_BEACON),
});
export type VitalsReport = z.output<typeof vitalsReportSchema>;

/**
 * The 75th percentile of `values` (nearest rank, as CrUX reports): the figure three visits in
 * four are at or under. Null for no values.
 */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null;
}

/** One row of the p75 table: a page type's metric, its p75 and how many reports it rests on. */
export interface VitalsSummaryRow {
  page: PageType;
  metric: VitalName;
  p75: number;
  count: number;
}

/** The p75 of each metric on each page type in `samples`, in page and metric order. */
export function summarizeVitals(
  samples: readonly { page: PageType; metric: VitalName; value: number }[],
): VitalsSummaryRow[] {
  const rows: VitalsSummaryRow[] = [];
  for (const page of PAGE_TYPES) {
    for (const metric of VITAL_NAMES) {
      const values = samples.filter((s) => s.page === page && s.metric === metric);
      const value = p75(values.map((s) => s.value));
      if (value !== null) rows.push({ page, metric, p75: value, count: values.length });
    }
  }
  return rows;
}
