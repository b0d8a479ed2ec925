/**
 * @jest-environment node
 */
import { combineSlices, pairedRatio, type LoadFigures } from "../../../bench/lib/load.mjs";

function slice(figures: Partial<LoadFigures>): LoadFigures {
  return {
    requests: 1000,
    reqPerSec: 200,
    p50Ms: 50,
    p90Ms: 80,
    p99Ms: 100,
    maxMs: 150,
    errors: 0,
    connectionErrors: 0,
    timeouts: 0,
    non2xx: 0,
    statuses: { "200": 1000 },
    bytesPerResponse: 40_000,
    durationS: 5,
    ...figures,
  };
}

describe("combineSlices: a page's load slices read as one run", () => {
  it("adds requests and errors and takes req/s over the whole time", () => {
    const combined = combineSlices([
      slice({ requests: 1000, durationS: 5, errors: 1, statuses: { "200": 999, "500": 1 } }),
      slice({ requests: 500, durationS: 5, timeouts: 2, statuses: { "200": 500 } }),
    ]);
    expect(combined).toMatchObject({
      requests: 1500,
      reqPerSec: 150,
      errors: 1,
      timeouts: 2,
      statuses: { "200": 1499, "500": 1 },
      durationS: 10,
      slices: 2,
    });
  });

  it("takes the median slice's percentiles and keeps the worst p99 beside them", () => {
    const combined = combineSlices([
      slice({ p50Ms: 40, p99Ms: 90, maxMs: 120 }),
      slice({ p50Ms: 60, p99Ms: 400, maxMs: 900 }),
      slice({ p50Ms: 50, p99Ms: 110, maxMs: 130 }),
    ]);
    expect(combined).toMatchObject({ p50Ms: 50, p99Ms: 110, p99WorstSliceMs: 400, maxMs: 900 });
  });

  it("weighs each slice's answer size by its requests", () => {
    const combined = combineSlices([
      slice({ requests: 300, bytesPerResponse: 1000 }),
      slice({ requests: 100, bytesPerResponse: 5000 }),
    ]);
    expect(combined.bytesPerResponse).toBe(2000);
  });
});

describe("pairedRatio: a page against the baseline measured beside it", () => {
  it("is the median of the rounds' ratios, with their range", () => {
    // The machine slows down in round 2: both sides drop, and the ratio holds.
    const pairs = [
      { page: slice({ reqPerSec: 250 }), baseline: slice({ reqPerSec: 500 }) },
      { page: slice({ reqPerSec: 100 }), baseline: slice({ reqPerSec: 210 }) },
      { page: slice({ reqPerSec: 270 }), baseline: slice({ reqPerSec: 500 }) },
    ];
    expect(pairedRatio(pairs, "reqPerSec")).toEqual({ ratio: 0.5, low: 0.48, high: 0.54 });
  });

  it("has no ratio when the baseline answered nothing", () => {
    const pairs = [{ page: slice({ reqPerSec: 250 }), baseline: slice({ reqPerSec: 0 }) }];
    expect(pairedRatio(pairs, "reqPerSec")).toEqual({ ratio: null, low: null, high: null });
  });
});
