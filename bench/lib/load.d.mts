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

export function autocannonRun(
  url: string,
  options?: { connections?: number; duration?: number },
): Promise<LoadFigures>;

/** Several short runs of one URL as one. */
export function combineSlices(
  slices: LoadFigures[],
): LoadFigures & { p99WorstSliceMs: number; slices: number };

/** The median of page ÷ baseline over rounds measured side by side, and its range. */
export function pairedRatio(
  pairs: { page: LoadFigures; baseline: LoadFigures }[],
  key: keyof LoadFigures,
): { ratio: number | null; low: number | null; high: number | null };
