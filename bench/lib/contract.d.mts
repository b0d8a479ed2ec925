// Types for the parts of contract.mjs that TypeScript code imports (the unit tests).

export const CONTRACT_BACKEND_ENV: Record<string, string>;

/** Each page's short name (the targets table's) and address. */
export function contractFilterPages(categoryIds: string[]): { name: string; path: string }[];

/** One side's sequential calls. */
export type SideFigures = {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number;
  bytesMax: number;
  statuses: Record<string, number>;
};

/** The same page on two servers, alternating in rounds; ratios are second ÷ first. */
export function pairedLatency<A extends string, B extends string>(
  sides: [{ name: A; url: string }, { name: B; url: string }],
  options?: {
    rounds?: number;
    perRound?: number;
    warmup?: number;
    get?: (url: string) => Promise<{ ms: number; bytes: number; status: number }>;
  },
): Promise<Record<A | B, SideFigures> & { p50Ratio: number | null; p95Ratio: number | null }>;

/** The product ids a page links to, each once, in order. */
export function productIdsIn(html: string): string[];

/** Whether two renders list the same products in the same order. */
export function sameProducts(
  fullHtml: string,
  contractHtml: string,
): { full: number; contract: number; same: boolean };
