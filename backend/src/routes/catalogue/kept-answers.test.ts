import { createKeptAnswers } from "./kept-answers";

function counter(values: number[]) {
  let calls = 0;
  const count = () => {
    const value = values[Math.min(calls, values.length - 1)] ?? 0;
    calls += 1;
    return Promise.resolve(value);
  };
  return { count, calls: () => calls };
}

describe("createKeptAnswers", () => {
  test("answers a filter's total from the cache until it expires", async () => {
    let now = 1_000;
    const cache = createKeptAnswers<number>({ ttlMs: 60_000, now: () => now });
    const { count, calls } = counter([7, 9]);
    expect(await cache.get("cake", count)).toBe(7);
    now += 59_999;
    expect(await cache.get("cake", count)).toBe(7);
    expect(calls()).toBe(1);
    now += 1;
    expect(await cache.get("cake", count)).toBe(9);
    expect(calls()).toBe(2);
  });

  test("keeps one total per key", async () => {
    const cache = createKeptAnswers<number>();
    expect(await cache.get("a", () => Promise.resolve(1))).toBe(1);
    expect(await cache.get("b", () => Promise.resolve(2))).toBe(2);
    expect(await cache.get("a", () => Promise.resolve(3))).toBe(1);
  });

  test("concurrent calls for one filter share one count", async () => {
    const cache = createKeptAnswers<number>();
    const { count, calls } = counter([4]);
    expect(await Promise.all([cache.get("k", count), cache.get("k", count)])).toEqual([4, 4]);
    expect(calls()).toBe(1);
  });

  test("holds at most maxEntries filters, dropping the oldest", async () => {
    const cache = createKeptAnswers<number>({ maxEntries: 2 });
    await cache.get("a", () => Promise.resolve(1));
    await cache.get("b", () => Promise.resolve(2));
    await cache.get("c", () => Promise.resolve(3));
    expect(await cache.get("b", () => Promise.resolve(20))).toBe(2);
    expect(await cache.get("c", () => Promise.resolve(30))).toBe(3);
    expect(await cache.get("a", () => Promise.resolve(10))).toBe(10);
  });

  test("does not remember a failed count", async () => {
    const cache = createKeptAnswers<number>();
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
    expect(await cache.get("k", () => Promise.resolve(5))).toBe(5);
  });
});
