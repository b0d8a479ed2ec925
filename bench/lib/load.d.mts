// Types for the parts of load.mjs that TypeScript code imports (the unit tests).

/** One autocannon run's figures, as autocannonRun resolves them. */
export type LoadFigures = {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  connectionErrors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  bytesPerResponse: number;
  durationS: number;
};

/** The figures a ratio can be taken of. */
export type NumericFigure = Exclude<keyof LoadFigures, "statuses">;

/** Several short runs of one URL as one; a percentile is null when no slice had one. */
export type CombinedFigures = Omit<LoadFigures, "p50Ms" | "p90Ms" | "p99Ms"> & {
  p50Ms: number | null;
  p90Ms: number | null;
  p99Ms: number | null;
  p99WorstSliceMs: number;
  slices: number;
};

export type Ratio = { ratio: number | null; low: number | null; high: number | null };

export function autocannonRun(
  url: string,
  options?: { connections?: number; duration?: number },
): Promise<LoadFigures>;

/** Several short runs of one URL as one; throws when there are none. */
export function combineSlices(slices: LoadFigures[]): CombinedFigures;

/** The median of page ÷ baseline over rounds measured side by side, and its range. */
export function pairedRatio(
  pairs: { page: LoadFigures; baseline: LoadFigures }[],
  key: NumericFigure,
): Ratio;

/** One page's load in `rounds` pairs of slices beside the baseline's, the order alternating. */
export function loadBeside(options: {
  rounds: number;
  measure: (side: "page" | "baseline") => Promise<LoadFigures>;
}): Promise<{
  page: CombinedFigures & {
    ratioToBaseline: number | null;
    ratioRange: [number | null, number | null];
    p99RatioToBaseline: number | null;
  };
  baselineSlices: LoadFigures[];
}>;

/** Each side's slices over `rounds` rounds, the order of the sides rotating each round. */
export function loadRotating<Side extends string>(options: {
  rounds: number;
  sides: Side[];
  measure: (side: Side) => Promise<LoadFigures>;
}): Promise<Record<Side, LoadFigures[]>>;

/** One side's slices against another's of the same rounds: req/s ratio, range, p99 ratio. */
export function ratiosBeside(
  pageSlices: LoadFigures[],
  baselineSlices: LoadFigures[],
): { ratio: number | null; range: [number | null, number | null]; p99Ratio: number | null };
