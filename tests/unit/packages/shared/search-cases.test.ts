import { readFileSync } from "node:fs";
import path from "node:path";
import {
  SEARCH_CASES,
  evaluateCases,
  type CaseProduct,
} from "@giftshop/shared/search/search-cases";

const products = JSON.parse(
  readFileSync(path.join(process.cwd(), "tests/fixtures/search-catalogue.json"), "utf8"),
) as CaseProduct[];

describe("the table of shopper queries (docs/search.md)", () => {
  const { results, todayShare, nowShare } = evaluateCases(SEARCH_CASES, products);

  it("holds at least 40 queries of every kind", () => {
    expect(SEARCH_CASES.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(SEARCH_CASES.map((c) => c.kind));
    expect([...kinds].sort()).toEqual(
      ["hinglish", "occasion", "phrase", "plain", "price", "recipient", "typo"].sort(),
    );
  });

  it("finds at least 90 % of them in the top 10 by the search rules", () => {
    const missed = results.filter((r) => !r.now).map((r) => `${r.query} → ${r.top ?? "nothing"}`);
    // On failure the list names the queries missed and what came first instead.
    expect(nowShare >= 0.9 ? [] : missed).toEqual([]);
  });

  it("finds fewer by today's rule (the contract's substring, newest first)", () => {
    expect(todayShare).toBeLessThan(nowShare);
  });
});
