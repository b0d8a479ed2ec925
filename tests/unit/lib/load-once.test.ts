import { loadOnce } from "@/lib/load-once";

describe("loadOnce", () => {
  it("loads once and shares the promise", async () => {
    const load = jest.fn(() => Promise.resolve("module"));
    const get = loadOnce(load);
    await expect(get()).resolves.toBe("module");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce("module");
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow("chunk failed");
    await expect(get()).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
