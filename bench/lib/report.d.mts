// Types for the parts of report.mjs that TypeScript code imports (the unit tests).

/** One target row: met or missed. */
export type Target = {
  group: string;
  figure: string;
  target: string;
  value: number | string;
  unit: string;
  met: boolean;
};

/** Every target the run measured, from results.json's figures. */
export function evaluateTargets(results: Record<string, unknown>): Target[];

/** RESULTS.md's contract-mode lines for results.scale. */
export function contractMarkdown(scale: Record<string, unknown>): string[];

/** bench/RESULTS.md. */
export function markdown(results: Record<string, unknown>): string;
