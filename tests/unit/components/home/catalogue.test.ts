import { readSection } from "@/components/home/catalogue";
import { keepLastGoodCopy } from "@/lib/backend/last-good-copy";
import { cakes } from "../../support/home-fixtures";

// Outside a Next render there is no page cache to keep; the call itself is what matters here.
jest.mock("@/lib/backend/last-good-copy", () => ({ keepLastGoodCopy: jest.fn(async () => {}) }));

const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);

describe("readSection", () => {
  it("passes a section's data through", async () => {
    await expect(readSection("categories", async () => [cakes])).resolves.toEqual([cakes]);
  });

  it("turns a backend failure into null and logs it, instead of failing the page", async () => {
    const failure = new Error("connect ECONNREFUSED 127.0.0.1:4000");
    await expect(readSection("categories", () => Promise.reject(failure))).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("categories"), failure);
    // …and asks a cached copy of the page to be kept instead, where there is one.
    expect(keepLastGoodCopy).toHaveBeenCalledTimes(1);
  });
});
