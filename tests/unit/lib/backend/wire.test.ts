/** @jest-environment node */
import { z } from "zod";
import { parseEach, text } from "@/lib/backend/wire";

describe("parseEach", () => {
  test("keeps the items the schema accepts and reports each one it skips", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const items = parseEach(
      [{ id: "a" }, { id: 1 }, { id: "b" }],
      z.object({ id: z.string() }),
      "orders",
      "an order",
    );
    expect(items).toEqual([{ id: "a" }, { id: "b" }]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[0]).toBe("[orders] skipped an order the contract does not allow:");
    spy.mockRestore();
  });
});

describe("text", () => {
  test("a missing or null text is empty", () => {
    expect(text.parse(undefined)).toBe("");
    expect(text.parse(null)).toBe("");
    expect(text.parse("Cakes")).toBe("Cakes");
  });
});
