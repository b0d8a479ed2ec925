/**
 * @jest-environment node
 */
import {
  combineSlices,
  loadBeside,
  loadRotating,
  pairedRatio,
  ratiosBeside,
  type LoadFigures,
} from "../../../../bench/lib/load.mjs";

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

  it("takes the mean of the middle two slices when their count is even", () => {
    const combined = combineSlices([
      slice({ p99Ms: 90 }),
      slice({ p99Ms: 400 }),
      slice({ p99Ms: 110 }),
      slice({ p99Ms: 100 }),
    ]);
    expect(combined.p99Ms).toBe(105);
  });

  it("refuses to make figures out of no slices", () => {
    expect(() => combineSlices([])).toThrow(/no slices/);
  });

  it("weighs each slice's answer size by its requests", () => {
    const combined = combineSlices([
      slice({ requests: 300, bytesPerResponse: 1000 }),
      slice({ requests: 100, bytesPerResponse: 5000 }),
    ]);
    expect(combined.bytesPerResponse).toBe(2000);
  });
});

/** One round: the page's and the baseline's slices at these req/s. */
const round = (page: number, baseline: number) => ({
  page: slice({ reqPerSec: page }),
  baseline: slice({ reqPerSec: baseline }),
});

describe("pairedRatio: a page against the baseline measured beside it", () => {
  it("is the median of the rounds' ratios, with their range", () => {
    // The machine slows down in round 2: both sides drop, and the ratio holds.
    const pairs = [round(250, 500), round(100, 210), round(270, 500)];
    expect(pairedRatio(pairs, "reqPerSec")).toEqual({ ratio: 0.5, low: 0.48, high: 0.54 });
  });

  it("leaves out a round whose baseline answered nothing, and keeps the others", () => {
    const pairs = [round(250, 500), round(300, 0), round(300, 500)];
    expect(pairedRatio(pairs, "reqPerSec")).toEqual({ ratio: 0.55, low: 0.5, high: 0.6 });
  });

  it("has no ratio when the baseline answered nothing", () => {
    const pairs = [round(250, 0)];
    expect(pairedRatio(pairs, "reqPerSec")).toEqual({ ratio: null, low: null, high: null });
  });
});

describe("loadBeside: one page's load in slices beside the baseline's", () => {
  it("alternates which side goes first, and compares each page slice with its own pair", async () => {
    const order: string[] = [];
    // The machine halves its speed after the first round; the page is always half the baseline.
    const speeds = { baseline: [400, 200, 200, 200], page: [200, 100, 100, 100] };
    const result = await loadBeside({
      rounds: 4,
      measure: async (side) => {
        order.push(side);
        const reqPerSec = speeds[side][order.filter((s) => s === side).length - 1] ?? 0;
        return slice({ reqPerSec, requests: reqPerSec * 5, p99Ms: side === "page" ? 150 : 100 });
      },
    });
    expect(order).toEqual([
      ...["baseline", "page"],
      ...["page", "baseline"],
      ...["baseline", "page"],
      ...["page", "baseline"],
    ]);
    expect(result.page).toMatchObject({
      reqPerSec: 125,
      ratioToBaseline: 0.5,
      ratioRange: [0.5, 0.5],
      p99RatioToBaseline: 1.5,
      slices: 4,
    });
    expect(result.baselineSlices.map((s) => s.reqPerSec)).toEqual([400, 200, 200, 200]);
  });

  it("refuses a number of rounds that would measure nothing", async () => {
    const measure = jest.fn(async () => slice({}));
    await expect(loadBeside({ rounds: 0, measure })).rejects.toThrow(/at least 1/);
    await expect(loadBeside({ rounds: Number.NaN, measure })).rejects.toThrow(/at least 1/);
    expect(measure).not.toHaveBeenCalled();
  });
});

describe("loadRotating: several sides' load, the order rotating each round", () => {
  it("starts each round one side later, and keeps each side's slices in round order", async () => {
    const order: string[] = [];
    let round = 0;
    const slices = await loadRotating({
      rounds: 4,
      sides: ["static", "edge", "direct"],
      measure: async (side) => {
        order.push(side);
        round = Math.floor((order.length - 1) / 3);
        return slice({ reqPerSec: (round + 1) * 100, requests: (round + 1) * 500 });
      },
    });
    expect(order).toEqual([
      ...["static", "edge", "direct"],
      ...["edge", "direct", "static"],
      ...["direct", "static", "edge"],
      ...["static", "edge", "direct"],
    ]);
    expect(slices.edge.map((s) => s.reqPerSec)).toEqual([100, 200, 300, 400]);
    expect(slices.direct.map((s) => s.reqPerSec)).toEqual([100, 200, 300, 400]);
  });

  it("with two sides, alternates them as loadBeside does", async () => {
    const order: string[] = [];
    await loadRotating({
      rounds: 3,
      sides: ["direct", "edge"],
      measure: async (side) => {
        order.push(side);
        return slice({});
      },
    });
    expect(order).toEqual(["direct", "edge", "edge", "direct", "direct", "edge"]);
  });

  it("refuses a number of rounds that would measure nothing", async () => {
    const measure = jest.fn(async () => slice({}));
    await expect(loadRotating({ rounds: 0, sides: ["a"], measure })).rejects.toThrow(/at least 1/);
    expect(measure).not.toHaveBeenCalled();
  });
});

describe("ratiosBeside: one side's slices against another's of the same rounds", () => {
  it("divides slice by slice, so a machine slowing down between rounds cancels out", () => {
    const edge = [slice({ reqPerSec: 800, p99Ms: 60 }), slice({ reqPerSec: 300, p99Ms: 200 })];
    const file = [slice({ reqPerSec: 1000, p99Ms: 50 }), slice({ reqPerSec: 500, p99Ms: 100 })];
    expect(ratiosBeside(edge, file)).toEqual({ ratio: 0.7, range: [0.6, 0.8], p99Ratio: 1.6 });
  });

  it("refuses sides with different numbers of rounds", () => {
    expect(() => ratiosBeside([slice({})], [slice({}), slice({})])).toThrow(/one slice per round/);
  });
});
