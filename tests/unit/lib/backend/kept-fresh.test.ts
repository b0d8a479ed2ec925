/** @jest-environment node */
import { keptFresh } from "@/lib/backend/kept-fresh";

test("the first call waits; a stale value serves at once while one fresh read runs", async () => {
  let reads = 0;
  const kept = keptFresh("a value", 0, async () => ++reads);
  await expect(kept.get()).resolves.toBe(1);
  // Stale at once (ttl 0): the kept value answers, and a single read starts behind it.
  await expect(Promise.all([kept.get(), kept.get()])).resolves.toEqual([1, 1]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(reads).toBe(2);
  await expect(kept.get()).resolves.toBe(2);
});

test("a failed first read fails the call and the next call reads again", async () => {
  let fail = true;
  const kept = keptFresh("a value", 60_000, async () => {
    if (fail) throw new Error("away");
    return "ok";
  });
  await expect(kept.get()).rejects.toThrow("away");
  fail = false;
  await expect(kept.get()).resolves.toBe("ok");
});

test("a failed fresh read keeps the last good value", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  let fail = false;
  const kept = keptFresh("a value", 0, async () => {
    if (fail) throw new Error("away");
    return "good";
  });
  await kept.get();
  fail = true;
  await expect(kept.get()).resolves.toBe("good");
  await new Promise((resolve) => setImmediate(resolve));
  await expect(kept.get()).resolves.toBe("good");
  await new Promise((resolve) => setImmediate(resolve));
  expect(console.error).toHaveBeenCalled();
  jest.restoreAllMocks();
});
